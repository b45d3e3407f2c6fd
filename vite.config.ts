import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type Rollup, type UserConfig } from 'vite'
import { buildOutput } from './scripts/build-output.ts'
import { iconsOnePerModule } from './scripts/icons-one-per-module.ts'
import { ISLANDS_MANIFEST, islandChunkNamer } from './scripts/island-chunks.ts'
import { islandDeclarations } from './scripts/island-declarations.ts'
import { islandsPagesInDev } from './scripts/islands-pages-in-dev.ts'
import { listTypeDeclarations } from './scripts/list-type-declarations.ts'
import { pageDeclarations } from './scripts/page-declarations.ts'
import { EMBEDDED_SUPABASE_URL, SAME_ORIGIN_API } from './web/src/lib/env.ts'

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

const ISLANDS_ENTRY = resolve(import.meta.dirname, 'web/src/islands.tsx')

/**
 * Chakra's and Ark's modules start with "use client", which means something only to React Server
 * Components: the bundler's warning about each (React's plugin silences it for the app) is noise.
 */
function withoutServerComponentDirectives(
  warning: Rollup.RollupLog,
  warn: (warning: Rollup.RollupLog) => void,
) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /use (client|server)/.test(warning.message)) {
    return
  }
  warn(warning)
}

const islandChunks = {
  includeDependenciesRecursively: false,
  groups: [
    {
      name: islandChunkNamer(resolve(import.meta.dirname, 'web'), ISLANDS_ENTRY),
    },
  ],
}

/**
 * The islands of an islands-only page are drawn by Preact through its React compatibility layer:
 * a renderer a tenth the size of React's, on the critical path of every list page's first cards.
 * The app (Chakra's pages, the admin area) keeps React.
 */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
]

export default defineConfig(({ isSsrBuild, mode }): UserConfig => {
  const islandsBuild = mode === 'islands'
  return {
    root: 'web',
    plugins: [
      pageDeclarations(),
      listTypeDeclarations(),
      islandDeclarations(),
      iconsOnePerModule(),
      // Islands are Preact's: React's plugin (its refresh runtime) is the app's alone.
      !islandsBuild && react(),
      scriptsAtLowPriority(),
      // The site's dev server, not the islands' own (which it starts, in the islands mode).
      !islandsBuild && islandsPagesInDev(),
    ],
    resolve: islandsBuild ? { alias: PREACT_FOR_REACT } : undefined,
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      // The site's `/api/*` is the function's, on the same origin, as the static host rewrites it.
      proxy: {
        [SAME_ORIGIN_API]: {
          target: `${process.env.VITE_SUPABASE_URL || EMBEDDED_SUPABASE_URL}/functions/v1`,
          xfwd: true,
        },
      },
    },
    // Scan every screen at start-up: the lazily loaded admin and island modules import Chakra
    // components one by one, and discovering them on first visit made Vite re-bundle mid-session
    // and serve two copies of a Chakra module.
    optimizeDeps: { entries: ['index.html', 'src/**/*.tsx', '!src/**/*.test.tsx'] },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      outDir: isSsrBuild ? buildOutput().server : buildOutput().site,
      // The islands build adds its files to the app's.
      emptyOutDir: !islandsBuild,
      manifest: islandsBuild ? ISLANDS_MANIFEST : true,
      // The site's one stylesheet (Panda's, imported by the app's entry) in one file, which the
      // prerenderer inlines into every page: a page is styled at first paint, before any script.
      cssCodeSplit: false,
      // Two ways into the site: the app (index.html, and every path not prerendered), and the
      // islands of a page that needs nothing else (src/islands.tsx), built on their own.
      rolldownOptions: isSsrBuild
        ? undefined
        : islandsBuild
          ? {
              input: { islands: ISLANDS_ENTRY },
              output: { codeSplitting: islandChunks },
              onwarn: withoutServerComponentDirectives,
            }
          : { input: { index: resolve(import.meta.dirname, 'web/index.html') } },
    },
  }
})
