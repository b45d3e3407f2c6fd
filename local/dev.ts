/**
 * `npm run dev`: the embedded Supabase stack (data in `.local/`) plus the Vite dev server, in one
 * process tree; Ctrl-C stops everything. `npm run db:reset` (`--reset-only`) recreates `.local/`
 * from the migrations and the seed, then exits.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEMO_ADMIN, openDatabase, prepareDatabase } from './db.ts'
import { loadSigningKeys } from './keys.ts'
import { PortInUseError, type Stack, startStack } from './stack.ts'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = join(projectRoot, '.local')
const SITE_PORT = 5173
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`

function portTakenMessage(port: number, service: string) {
  return [
    '',
    `✖ El puerto ${port} (${service}) ya está en uso: ¿hay otro "npm run dev" o "supabase start" en marcha?`,
    `  Para ver qué lo ocupa: lsof -i :${port}   (o: ss -ltnp | grep ${port})`,
    `  Para liberarlo: detén ese proceso (Ctrl-C en su terminal) o "fuser -k ${port}/tcp".`,
    `✖ Port ${port} (${service}) is already in use: is another "npm run dev" or "supabase start" running?`,
    `  Find it with "lsof -i :${port}" and stop it (Ctrl-C in its terminal, or "fuser -k ${port}/tcp").`,
    '',
  ].join('\n')
}

function assertPortFree(port: number, service: string) {
  return new Promise<void>((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', () => reject(new PortInUseError(port, service)))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolvePort()))
  })
}

async function resetDatabase() {
  const started = Date.now()
  await rm(dataDir, { recursive: true, force: true })
  await mkdir(dataDir, { recursive: true })
  const db = await openDatabase(join(dataDir, 'pgdata'))
  const { applied } = await prepareDatabase(db, { demoAdmin: true })
  await db.close()
  await loadSigningKeys(dataDir)
  console.log(`Base de datos recreada en .local/ (${Date.now() - started} ms).`)
  console.log(`Migraciones aplicadas: ${applied.length ? applied.join(', ') : 'ninguna'}`)
  console.log(`Administrador de demostración: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}`)
}

function printSummary(stack: Stack) {
  const rows: [string, string][] = [
    ['API URL', stack.apiUrl],
    ['Functions URL', stack.functionsUrl],
    ['DB URL', stack.dbUrl],
    ['Studio URL', '(sin Studio en el modo embebido / no Studio in embedded mode)'],
    ['anon key', stack.anonKey],
    ['service_role key', stack.serviceRoleKey],
    ['Admin user', DEMO_ADMIN.username],
    ['Admin email', DEMO_ADMIN.email],
    ['Admin password', DEMO_ADMIN.password],
    ['Site URL', SITE_URL],
  ]
  const width = Math.max(...rows.map(([label]) => label.length))
  console.log('\nEntorno local en marcha (embedded Supabase stack started).\n')
  for (const [label, value] of rows) console.log(`${label.padStart(width)}: ${value}`)
  if (stack.migrations.applied.length > 0) {
    console.log(`\nMigraciones aplicadas: ${stack.migrations.applied.join(', ')}`)
  }
  console.log('\nCtrl-C para parar todo / to stop everything.\n')
}

function startVite(stack: Stack) {
  if (!existsSync(join(projectRoot, 'web', 'index.html'))) {
    console.warn('Aviso: web/index.html no existe todavía; Vite servirá una página vacía.')
  }
  return spawn(join(projectRoot, 'node_modules', '.bin', 'vite'), [], {
    cwd: projectRoot,
    stdio: 'inherit',
    detached: true,
    env: {
      ...process.env,
      VITE_SUPABASE_URL: stack.apiUrl,
      VITE_SUPABASE_ANON_KEY: stack.anonKey,
    },
  })
}

async function stopChild(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    return
  }
  const timer = setTimeout(() => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {}
  }, 3000)
  await exited
  clearTimeout(timer)
}

async function runDev() {
  await assertPortFree(SITE_PORT, 'Vite')
  const stack = await startStack({ dataDir })
  const vite = startVite(stack)
  printSummary(stack)
  let stopping = false
  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    console.log('\nParando el entorno local... / Stopping...')
    await stopChild(vite)
    await stack.stop()
    process.exit(code)
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))
  vite.once('exit', (code) => {
    if (!stopping) {
      console.error(`Vite terminó (código ${code}); parando el entorno.`)
      void stop(code ?? 1)
    }
  })
}

try {
  if (process.argv.includes('--reset-only')) await resetDatabase()
  else await runDev()
} catch (error) {
  if (error instanceof PortInUseError) {
    console.error(portTakenMessage(error.port, error.service))
  } else {
    console.error(error)
  }
  process.exit(1)
}
