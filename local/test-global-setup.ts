import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildServerTemplate, SERVER_TEMPLATE_ENV } from '../supabase/tests/harness.ts'
import { shareBundles } from './shared-bundles.ts'
import { buildTemplate, TEMPLATE_ENV } from './testing.ts'

/**
 * Vitest global setup: one migrated and seeded data directory that every test stack copies and,
 * when TEST_DATABASE_URL is set, one migrated database on that server that the database suites'
 * PostgreSQL 15 variant copies. Both are built at once. And one directory where the site builds
 * of the run's workers share their Vite bundles (local/shared-bundles.ts).
 */
export default async function setup() {
  const dir = await mkdtemp(join(tmpdir(), 'stack-template-'))
  const removeBundles = await shareBundles()
  const serverUrl = process.env.TEST_DATABASE_URL
  const [stackTemplate, serverTemplate] = await Promise.allSettled([
    buildTemplate(dir),
    serverUrl ? buildServerTemplate(serverUrl) : Promise.resolve(undefined),
  ])
  const cleanUp = async () => {
    await removeBundles()
    await rm(dir, { recursive: true, force: true })
    if (serverTemplate.status === 'fulfilled') await serverTemplate.value?.drop()
  }
  for (const built of [stackTemplate, serverTemplate]) {
    if (built.status === 'rejected') {
      await cleanUp()
      throw built.reason
    }
  }
  process.env[TEMPLATE_ENV] = dir
  if (serverTemplate.status === 'fulfilled' && serverTemplate.value) {
    process.env[SERVER_TEMPLATE_ENV] = serverTemplate.value.name
  }
  return cleanUp
}
