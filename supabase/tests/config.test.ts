// supabase/config.toml as `supabase config push` sends it to the hosted project: read with a TOML
// parser, as the CLI reads it, not with a pattern that a reordering could fool.
import { readFile } from 'node:fs/promises'
import { parse } from 'smol-toml'
import { expect, test } from 'vitest'

const configFile = new URL('../config.toml', import.meta.url)

test('sign-up is off: nobody can create an account on the hosted project', async () => {
  const config = parse(await readFile(configFile, 'utf8')) as { auth?: Record<string, unknown> }
  expect(config.auth?.enable_signup).toBe(false)
})
