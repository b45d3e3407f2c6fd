import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../local/testing.ts'

const run = promisify(execFile)
const root = join(import.meta.dirname, '..')
let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(() => stack?.stop())

function createAdmin(args: string[], password: string) {
  return run(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join(root, 'scripts', 'create-admin.ts'), ...args],
    {
      cwd: root,
      env: {
        ...process.env,
        SUPABASE_URL: stack.apiUrl,
        SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
        SUPABASE_DB_URL: stack.dbUrl,
        ADMIN_PASSWORD: password,
      },
    },
  )
}

describe('npm run admin:create', () => {
  it('creates an administrator who can sign in to the admin area', async () => {
    const { stdout } = await createAdmin(
      ['--email', 'duena@bienestar.local', '--username', 'duena'],
      'una-clave-muy-segura',
    )
    expect(stdout).toContain('Administrador creado: duena <duena@bienestar.local>')
    const login = await fetch(`${stack.functionsUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'duena', password: 'una-clave-muy-segura' }),
    })
    expect(login.status).toBe(200)
    expect((await login.json()).user).toMatchObject({ username: 'duena', isAdmin: true })
  })

  it('refuses a password shorter than 12 characters and creates nobody', async () => {
    await expect(
      createAdmin(['--email', 'corta@bienestar.local', '--username', 'corta'], 'corta'),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('La contraseña debe tener al menos 12 caracteres.'),
    })
    const [{ users }] = await stack.sql`
      select count(*)::int as users from auth.users where email = 'corta@bienestar.local'`
    expect(users).toBe(0)
  })
})
