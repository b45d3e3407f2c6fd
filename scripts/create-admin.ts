/**
 * `npm run admin:create -- --email E --username U`: creates the first real administrator of a
 * hosted project. The Auth user is created with the service-role key; the profile is promoted
 * through the database owner's connection, because no API role may write `profiles.is_admin`.
 * The password is asked for (hidden), or read from ADMIN_PASSWORD for automation.
 */
import { parseArgs } from 'node:util'
import postgres from 'postgres'
import * as v from 'valibot'
import { readAuthConfig } from '../local/config.ts'

/** The same minimum Auth holds every password to: supabase/config.toml's. */
const MINIMUM_PASSWORD_LENGTH = readAuthConfig().minimumPasswordLength

const Input = v.object({
  SUPABASE_URL: v.pipe(v.string('Falta SUPABASE_URL'), v.url('SUPABASE_URL no es una URL')),
  SUPABASE_SERVICE_ROLE_KEY: v.pipe(
    v.string('Falta SUPABASE_SERVICE_ROLE_KEY'),
    v.minLength(20, 'SUPABASE_SERVICE_ROLE_KEY no parece una clave'),
  ),
  SUPABASE_DB_URL: v.pipe(
    v.string('Falta SUPABASE_DB_URL'),
    v.startsWith('postgres', 'SUPABASE_DB_URL debe ser una cadena de conexión postgresql://'),
  ),
  email: v.pipe(v.string('Falta --email'), v.email('El email no es válido')),
  username: v.pipe(
    v.string('Falta --username'),
    v.regex(/^[a-z0-9._-]{3,40}$/i, 'El usuario debe tener 3-40 letras, números, . _ o -'),
  ),
})

async function askHidden(question: string): Promise<string> {
  process.stdout.write(question)
  const stdin = process.stdin
  if (!stdin.isTTY) throw new Error('Sin terminal: pasa la contraseña en ADMIN_PASSWORD.')
  stdin.setRawMode(true)
  stdin.resume()
  let answer = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false)
          stdin.pause()
          stdin.off('data', onData)
          process.stdout.write('\n')
          resolve(answer)
          return
        }
        if (char === '\u0003') reject(new Error('Cancelado'))
        else if (char === '\u007f') answer = answer.slice(0, -1)
        else answer += char
      }
    }
    stdin.on('data', onData)
  })
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD
  const password =
    fromEnv ?? (await askHidden(`Contraseña (mínimo ${MINIMUM_PASSWORD_LENGTH} caracteres): `))
  if ([...password].length < MINIMUM_PASSWORD_LENGTH) {
    throw new Error(`La contraseña debe tener al menos ${MINIMUM_PASSWORD_LENGTH} caracteres.`)
  }
  if (!fromEnv && (await askHidden('Repite la contraseña: ')) !== password) {
    throw new Error('Las contraseñas no coinciden.')
  }
  return password
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, username: { type: 'string' } },
  })
  const parsed = v.safeParse(Input, { ...process.env, ...values })
  if (!parsed.success) {
    throw new Error(parsed.issues.map((issue) => issue.message).join('\n'))
  }
  const input = parsed.output
  const password = await readPassword()

  const response = await fetch(`${input.SUPABASE_URL.replace(/\/+$/, '')}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: input.SUPABASE_SERVICE_ROLE_KEY,
      authorization: `Bearer ${input.SUPABASE_SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      email: input.email,
      password,
      email_confirm: true,
      user_metadata: { username: input.username },
    }),
  })
  const created = (await response.json().catch(() => ({}))) as {
    id?: string
    msg?: string
    message?: string
  }
  if (!response.ok || !created.id) {
    const reason = created.msg ?? created.message ?? `HTTP ${response.status}`
    throw new Error(`Auth no pudo crear el usuario: ${reason}`)
  }

  const sql = postgres(input.SUPABASE_DB_URL, { prepare: false, max: 1 })
  try {
    const promoted = await sql`
      update public.profiles set is_admin = true, username = ${input.username}
      where id = ${created.id} returning username`
    if (promoted.length !== 1) throw new Error('No se encontró el perfil del nuevo usuario.')
    console.log(`Administrador creado: ${promoted[0].username} <${input.email}>`)
  } finally {
    await sql.end()
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
