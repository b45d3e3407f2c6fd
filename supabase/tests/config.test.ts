// supabase/config.toml as `supabase config push` sends it to the hosted project: read with a TOML
// parser, as the CLI reads it, not with a pattern that a reordering could fool.
import { readFile } from 'node:fs/promises'
import { parse } from 'smol-toml'
import { expect, test } from 'vitest'

const configFile = new URL('../config.toml', import.meta.url)

type Config = {
  auth?: {
    enable_signup?: unknown
    rate_limit?: { email_sent?: unknown }
    email?: { require_current_password?: unknown }
  }
}

const readConfig = async () => parse(await readFile(configFile, 'utf8')) as Config

test('sign-up is off: nobody can create an account on the hosted project', async () => {
  expect((await readConfig()).auth?.enable_signup).toBe(false)
})

test("a few recovery requests by anyone cannot use up the hour's mail (email_sent at least 30)", async () => {
  expect((await readConfig()).auth?.rate_limit?.email_sent).toBeGreaterThanOrEqual(30)
})

test('changing the password asks for the current one: Auth checks it, hosted and embedded alike', async () => {
  expect((await readConfig()).auth?.email?.require_current_password).toBe(true)
})
