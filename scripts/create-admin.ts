/**
 * `npm run admin:create -- --email E --username U`: creates the first real administrator of a
 * hosted project. The Auth user is created with the service-role key; the profile is promoted
 * through the database owner's connection, because no API role may write `profiles.is_admin`.
 * The password is asked for (hidden), or read from ADMIN_PASSWORD for automation.
 */
import { parseArgs } from 'node:util'
import { createClient } from '@supabase/supabase-js'
import postgres from 'postgres'
import * as v from 'valibot'

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
  const password = fromEnv ?? (await askHidden('Contraseña (mínimo 12 caracteres): '))
  if (password.length < 12) throw new Error('La contraseña debe tener al menos 12 caracteres.')
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

  const supabase = createClient(input.SUPABASE_URL, input.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const { data, error } = await supabase.auth.admin.createUser({
    email: input.email,
    password,
    email_confirm: true,
    user_metadata: { username: input.username },
  })
  if (error) throw new Error(`Auth no pudo crear el usuario: ${error.message}`)

  const sql = postgres(input.SUPABASE_DB_URL, { prepare: false, max: 1 })
  try {
    const promoted = await sql`
      update public.profiles set is_admin = true, username = ${input.username}
      where id = ${data.user.id} returning username`
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
