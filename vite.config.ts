import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { buildOutput } from './scripts/build-output.ts'
import { iconsOnePerModule } from './scripts/icons-one-per-module.ts'
import { islandChunkNamer } from './scripts/island-chunks.ts'

/**
 * The prerendered page paints without any script, so the site's scripts must not compete with it:
 * fetched at low priority they leave the bandwidth to the hero picture and never hold the first
 * paint (a high-priority module script counts as render-blocking in Lighthouse's simulation).
 */
function scriptsAtLowPriority(): Plugin {
  return {
    name: 'scripts-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"'),
    },
  }
}

const islandChunks = {
  includeDependenciesRecursively: false,
  groups: [
    {
      name: islandChunkNamer(
        resolve(import.meta.dirname, 'web'),
        resolve(import.meta.dirname, 'web/src/islands.tsx'),
      ),
    },
  ],
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  plugins: [iconsOnePerModule(), react(), scriptsAtLowPriority()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  // Scan every screen at start-up: the lazily loaded admin and island modules import Chakra
  // components one by one, and discovering them on first visit made Vite re-bundle mid-session
  // and serve two copies of a Chakra module.
  optimizeDeps: { entries: ['index.html', 'src/**/*.tsx', '!src/**/*.test.tsx'] },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    outDir: isSsrBuild ? buildOutput().server : buildOutput().site,
    emptyOutDir: true,
    manifest: true,
    // The island components' CSS modules in one small file, which the prerenderer inlines into
    // every page: a prerendered island must be styled at first paint, before its chunk loads.
    cssCodeSplit: false,
    // Two ways into the site: the app (index.html, and every path not prerendered), and the
    // islands of a page that needs nothing else (src/islands.tsx).
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          input: {
            index: resolve(import.meta.dirname, 'web/index.html'),
            islands: resolve(import.meta.dirname, 'web/src/islands.tsx'),
          },
          output: { codeSplitting: islandChunks },
        },
  },
}))
