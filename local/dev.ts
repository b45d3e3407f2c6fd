/**
 * `npm run dev`: the embedded Supabase stack (data in `.local/`) plus the Vite dev server, in one
 * process tree; Ctrl-C stops everything. `npm run db:reset` (`--reset-only`) recreates `.local/`
 * from the migrations and the seed, then exits.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { RESOURCE_INDEX_FILE, writeResourceIndex } from '../scripts/resource-index.ts'
import { DEMO_ADMIN, listMigrations } from './db.ts'
import { loadSigningKeys } from './keys.ts'
import { preparedDatabase } from './prepared-database.ts'
import {
  assertStandardPortsFree,
  localDataDir,
  printSummary,
  projectRoot,
  runCommand,
  stopOnSignals,
} from './session.ts'
import { type Stack, startStack } from './stack.ts'

const SITE_PORT = 5173
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`

async function resetDatabase() {
  const started = Date.now()
  await rm(localDataDir, { recursive: true, force: true })
  await copyPreparedDatabase()
  await loadSigningKeys(localDataDir)
  console.log(`Base de datos recreada en .local/ (${Date.now() - started} ms).`)
  console.log(`Migraciones aplicadas: ${(await listMigrations()).length}`)
  console.log(`Administrador de demostración: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}`)
}

function startVite(api: { apiUrl: string; anonKey: string }) {
  if (!existsSync(join(projectRoot, 'web', 'index.html'))) {
    console.warn('Aviso: web/index.html no existe todavía; Vite servirá una página vacía.')
  }
  // In our process group, not a group of its own: tsx kills this process outright when a Ctrl-C
  // finds it busy (as it is while PGlite prepares a fresh database), so only a signal Vite gets
  // itself stops it then.
  return spawn(join(projectRoot, 'node_modules', '.bin', 'vite'), [], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_SUPABASE_URL: api.apiUrl,
      VITE_SUPABASE_ANON_KEY: api.anonKey,
    },
  })
}

async function stopVite(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
  await exited
  clearTimeout(timer)
}

/**
 * A fresh `.local/` starts from the database `npm install` prepared (local/prepared-database.ts),
 * copied by the native `cpSync`: 0.2-0.3 s where `fs/promises`' `cp`, written in JavaScript, took
 * 0.5-0.7 s, a tenth of a newcomer's first start.
 */
async function copyPreparedDatabase() {
  cpSync(await preparedDatabase(), join(localDataDir, 'pgdata'), { recursive: true })
}

async function runDev() {
  await assertStandardPortsFree({ port: SITE_PORT, service: 'Vite' })
  if (!existsSync(join(localDataDir, 'pgdata'))) await copyPreparedDatabase()
  if (writeResourceIndex())
    console.log(`${RESOURCE_INDEX_FILE} escrito con las definiciones de hoy.`)
  let vite: ChildProcess | undefined
  let stack: Stack | undefined
  // Before the stack starts: Vite runs from the moment the stack listens, and a Ctrl-C while the
  // database is still being prepared must stop it too.
  const { stopAndExit, isStopping } = stopOnSignals(async () => {
    await stopVite(vite)
    await stack?.stop()
  })
  // Vite starts as soon as the API listens, not once the database is ready: its start and its
  // first page's modules then overlap the migrations, and a page asked for meanwhile waits for
  // the API (the stack holds requests until the database and the function are up).
  const startSite = (api: { apiUrl: string; anonKey: string }) => {
    const child = startVite(api)
    child.once('exit', (code, signal) => {
      if (isStopping()) return
      // A signal is the Ctrl-C that reaches us too.
      if (!signal) console.error(`Vite terminó (código ${code}); parando el entorno.`)
      void stopAndExit(code ?? (signal ? 0 : 1))
    })
    vite = child
  }
  try {
    stack = await startStack({ dataDir: localDataDir, onListening: startSite })
  } catch (error) {
    await stopVite(vite)
    throw error
  }
  printSummary(stack, { label: 'Site URL', url: SITE_URL })
}

await runCommand(process.argv.includes('--reset-only') ? resetDatabase : runDev)
