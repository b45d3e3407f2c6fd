import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { buildOutput } from './scripts/build-output.ts'

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    outDir: isSsrBuild ? buildOutput().server : buildOutput().site,
    emptyOutDir: true,
    manifest: true,
  },
}))
