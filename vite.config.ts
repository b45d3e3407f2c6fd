import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { buildOutput } from './scripts/build-output.ts'

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  plugins: [react()],
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
  },
}))
