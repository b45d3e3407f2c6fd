/**
 * Test harness for anything that needs the whole embedded stack (Auth, Storage, the `api` function
 * under Deno, Postgres over the wire).
 *
 *   import { startTestStack, type TestStack } from '../../local/testing.ts'
 *   let stack: TestStack
 *   beforeAll(async () => { stack = await startTestStack() })
 *   afterAll(() => stack.stop())
 *
 * Vitest's global setup (`local/test-global-setup.ts`) migrates and seeds ONE template data
 * directory per test run; each `startTestStack()` copies it into a fresh temp directory and starts
 * a stack on free ports, so test files never share a database and never touch `.local/` or the
 * dev ports. Outside Vitest (e.g. benchmarks) the template is built on first use.
 *
 * The stack has the demo admin (`stack.admin`); `createUser` adds more users (admin or not),
 * `signIn` returns an access token, `sql` is a postgres.js connection as the database owner
 * (bypasses RLS: use it to arrange and inspect data, not to test policies).
 * `createTestClient` is supabase-js for a test stack: no stored session, no background refresh.
 */
import { rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import postgres from 'postgres'
import { type CreatedUser, createUser, DEMO_ADMIN } from './db.ts'
import { loadSigningKeys } from './keys.ts'
import type { MailMessage } from './mailbox.ts'
import { copyDataDirectory, preparedDatabase } from './prepared-database.ts'
import { runningTestStacks } from './running-test-stacks.ts'
import { type Stack, startStack } from './stack.ts'

export const TEMPLATE_ENV = 'LOCAL_STACK_TEMPLATE_DIR'

export type TestUser = { username: string; email: string; password: string; isAdmin?: boolean }

export type TestStack = {
  apiUrl: string
  functionsUrl: string
  dbUrl: string
  anonKey: string
  serviceRoleKey: string
  admin: typeof DEMO_ADMIN
  dataDir: string
  stack: Stack
  /** The email of every password sign-in Auth has judged, oldest first. */
  passwordGrants: string[]
  /** The local mailbox's page (JSON at `${mailboxUrl}/api/messages`). */
  mailboxUrl: string
  /** The newest mail Auth sent to `email`, if any. */
  latestMail(email: string): Promise<MailMessage | undefined>
  createUser(user: TestUser): Promise<CreatedUser>
  /** Signs in with Supabase Auth's password grant and returns the access token. */
  signIn(email: string, password: string): Promise<string>
  /** Stores a file through Storage with the service key (replacing one of that name); its public address. */
  storeFile(bucket: string, name: string, type: string, bytes: Uint8Array): Promise<string>
  sql: postgres.Sql
  stop(): Promise<void>
}

/** Migrates and seeds a data directory (bootstrap, migrations, seed, demo admin) and closes it. */
export async function buildTemplate(dataDir: string) {
  copyDataDirectory(await preparedDatabase(), join(dataDir, 'pgdata'))
  await loadSigningKeys(dataDir)
}

let lazyTemplate: Promise<string> | undefined

function templateDir() {
  const provided = process.env[TEMPLATE_ENV]
  if (provided) return Promise.resolve(provided)
  lazyTemplate ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stack-template-'))
    await buildTemplate(dir)
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    return dir
  })()
  return lazyTemplate
}

/** supabase-js talking to a test stack; realtime uses Node's own WebSocket (Node 22 and later). */
export function createTestClient(apiUrl: string, key: string) {
  return createClient(apiUrl, key, { auth: { persistSession: false, autoRefreshToken: false } })
}

export async function startTestStack(
  options: {
    functionsEntry?: string
    quiet?: boolean
    authSignInsPerFiveMinutes?: number
    siteUrl?: string
    /** The API's port (default: a free one), e.g. a second stack at the address of a stopped one. */
    apiPort?: number
  } = {},
): Promise<TestStack> {
  const template = await templateDir()
  const dataDir = await mkdtemp(join(tmpdir(), 'stack-test-'))
  copyDataDirectory(template, dataDir)
  const passwordGrants: string[] = []
  let stack: Stack
  try {
    stack = await startStack({
      dataDir,
      apiPort: options.apiPort ?? 0,
      dbPort: 0,
      functionsEntry: options.functionsEntry,
      quiet: options.quiet ?? true,
      watch: false,
      authSignInsPerFiveMinutes: options.authSignInsPerFiveMinutes,
      mailboxPort: 0,
      siteUrl: options.siteUrl,
      onPasswordGrant: (email) => passwordGrants.push(email),
    })
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
  const sql = postgres(stack.dbUrl, { max: 4, prepare: false, onnotice: () => {} })

  const testStack: TestStack = {
    apiUrl: stack.apiUrl,
    functionsUrl: stack.functionsUrl,
    dbUrl: stack.dbUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    admin: DEMO_ADMIN,
    dataDir,
    stack,
    passwordGrants,
    mailboxUrl: stack.mailboxUrl,
    latestMail: (email) => stack.mailbox.latestFor(email),
    createUser: (user) => createUser(sql, { isAdmin: false, ...user }),
    async signIn(email, password) {
      const answer = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      const body = (await answer.json()) as { access_token?: string }
      if (!answer.ok || !body.access_token) {
        throw new Error(`sign-in failed for ${email}: ${answer.status} ${JSON.stringify(body)}`)
      }
      return body.access_token
    },
    async storeFile(bucket, name, type, bytes) {
      const path = name.split('/').map(encodeURIComponent).join('/')
      const answer = await fetch(`${stack.apiUrl}/storage/v1/object/${bucket}/${path}`, {
        method: 'POST',
        headers: {
          apikey: stack.serviceRoleKey,
          authorization: `Bearer ${stack.serviceRoleKey}`,
          'content-type': type,
          'x-upsert': 'true',
        },
        body: new Uint8Array(bytes),
      })
      if (!answer.ok)
        throw new Error(`storing ${bucket}/${name}: ${answer.status} ${await answer.text()}`)
      await answer.body?.cancel()
      return `${stack.apiUrl}/storage/v1/object/public/${bucket}/${path}`
    },
    sql,
    async stop() {
      runningTestStacks.delete(testStack)
      await sql.end({ timeout: 1 })
      await stack.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
  runningTestStacks.add(testStack)
  return testStack
}
