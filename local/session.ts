/**
 * What `npm run dev` and `npm run preview` share: the embedded stack on the standard ports with
 * its data in `.local/`, the summary they print (like `supabase start` does), child processes
 * that stop with them, and a clear message when a port is taken.
 */
import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEMO_ADMIN } from './db.ts'
import { PortInUseError, type Stack } from './stack.ts'

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const localDataDir = join(projectRoot, '.local')

function portTakenMessage(port: number, service: string) {
  return [
    '',
    `✖ El puerto ${port} (${service}) ya está en uso: ¿hay otro "npm run dev", "npm run preview" o "supabase start" en marcha?`,
    `  Para ver qué lo ocupa: lsof -i :${port}   (o: ss -ltnp | grep ${port})`,
    `  Para liberarlo: detén ese proceso (Ctrl-C en su terminal) o "fuser -k ${port}/tcp".`,
    `✖ Port ${port} (${service}) is already in use: is another "npm run dev", "npm run preview" or "supabase start" running?`,
    `  Find it with "lsof -i :${port}" and stop it (Ctrl-C in its terminal, or "fuser -k ${port}/tcp").`,
    '',
  ].join('\n')
}

export function assertPortFree(port: number, service: string) {
  return new Promise<void>((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', () => reject(new PortInUseError(port, service)))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolvePort()))
  })
}

export const STANDARD_API_PORT = 54321
export const STANDARD_DB_PORT = 54322
export const STANDARD_MAILBOX_PORT = 54324

/**
 * Checked before the stack opens `.local/`: a second stack must not open the data directory that
 * a running one is using, even for the moment it takes to discover that its ports are taken.
 */
export async function assertStandardPortsFree(site: { port: number; service: string }) {
  await assertPortFree(site.port, site.service)
  await assertPortFree(STANDARD_API_PORT, 'API')
  await assertPortFree(STANDARD_DB_PORT, 'Postgres')
  await assertPortFree(STANDARD_MAILBOX_PORT, 'Mailbox')
}

export function printSummary(stack: Stack, site: { label: string; url: string }) {
  const rows: [string, string][] = [
    ['API URL', stack.apiUrl],
    ['Functions URL', stack.functionsUrl],
    ['DB URL', stack.dbUrl],
    ['Studio URL', '(sin Studio en el modo embebido / no Studio in embedded mode)'],
    ['Mailbox URL', stack.mailboxUrl],
    ['anon key', stack.anonKey],
    ['service_role key', stack.serviceRoleKey],
    ['Admin user', DEMO_ADMIN.username],
    ['Admin email', DEMO_ADMIN.email],
    ['Admin password', DEMO_ADMIN.password],
    [site.label, site.url],
  ]
  const width = Math.max(...rows.map(([label]) => label.length))
  console.log('\nEntorno local en marcha (embedded Supabase stack started).\n')
  for (const [label, value] of rows) console.log(`${label.padStart(width)}: ${value}`)
  if (stack.migrations.applied.length > 0) {
    console.log(`\nMigraciones aplicadas: ${stack.migrations.applied.join(', ')}`)
  }
  console.log('\nCtrl-C para parar todo / to stop everything.\n')
}

/** Stops a child started with `detached: true`, and everything it started, within 3 s. */
export async function stopChild(child: ChildProcess | undefined) {
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

/** Runs `stop` once, on Ctrl-C or SIGTERM or when the caller asks; then exits with the code. */
export function stopOnSignals(stop: () => Promise<void>) {
  let stopping = false
  const stopAndExit = async (code: number) => {
    if (stopping) return
    stopping = true
    console.log('\nParando el entorno local... / Stopping...')
    await stop()
    process.exit(code)
  }
  process.on('SIGINT', () => void stopAndExit(0))
  process.on('SIGTERM', () => void stopAndExit(0))
  return { stopAndExit, isStopping: () => stopping }
}

/** Runs a command's main function; a taken port becomes the bilingual message, not a stack trace. */
export async function runCommand(main: () => Promise<void>) {
  try {
    await main()
  } catch (error) {
    if (error instanceof PortInUseError) {
      console.error(portTakenMessage(error.port, error.service))
    } else {
      console.error(error)
    }
    process.exit(1)
  }
}
