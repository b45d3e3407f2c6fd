import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildTemplate, TEMPLATE_ENV } from './testing.ts'

/** Vitest global setup: one migrated and seeded data directory that every test stack copies. */
export default async function setup() {
  const dir = await mkdtemp(join(tmpdir(), 'stack-template-'))
  await buildTemplate(dir)
  process.env[TEMPLATE_ENV] = dir
  return () => rm(dir, { recursive: true, force: true })
}
