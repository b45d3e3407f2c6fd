/**
 * `npm install` (the `prepare` script) pre-bundles the dependencies of the dev servers, the site's
 * and the islands', into node_modules/.vite and .vite-islands, as a first `npm run dev` otherwise
 * does while its first page waits: scanning every screen's imports and bundling Chakra, React,
 * Lexical and the rest took most of that page's time on two cores (issue 42). Vite checks the
 * bundles against the lockfile and the config on every start and makes them again when either
 * changed, so a stale copy is never served.
 */
import { optimizeDeps, resolveConfig } from 'vite'
import { ISLANDS_DEV_CONFIG, SITE_DEV_CONFIG } from './islands-pages-in-dev.ts'

for (const config of [SITE_DEV_CONFIG, ISLANDS_DEV_CONFIG]) {
  await optimizeDeps(await resolveConfig({ ...config, logLevel: 'warn' }, 'serve'))
}
