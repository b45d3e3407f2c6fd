/**
 * `npm run dev`: the embedded Supabase stack (data in `.local/`) plus the Vite dev server, in one
 * process tree; Ctrl-C stops everything. `npm run db:reset` (`--reset-only`) recreates `.local/`
 * from the migrations and the seed, then exits.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { DEMO_ADMIN, openDatabase, prepareDatabase } from './db.ts'
import { loadSigningKeys } from './keys.ts'
import {
  assertStandardPortsFree,
  localDataDir,
  printSummary,
  projectRoot,
  runCommand,
  stopChild,
  stopOnSignals,
} from './session.ts'
import { type Stack, startStack } from './stack.ts'

const SITE_PORT = 5173
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`

async function resetDatabase() {
  const started = Date.now()
  await rm(localDataDir, { recursive: true, force: true })
  await mkdir(localDataDir, { recursive: true })
  const db = await openDatabase(join(localDataDir, 'pgdata'))
  const { applied } = await prepareDatabase(db, { demoAdmin: true })
  await db.close()
  await loadSigningKeys(localDataDir)
  console.log(`Base de datos recreada en .local/ (${Date.now() - started} ms).`)
  console.log(`Migraciones aplicadas: ${applied.length ? applied.join(', ') : 'ninguna'}`)
  console.log(`Administrador de demostración: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}`)
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

async function runDev() {
  await assertStandardPortsFree({ port: SITE_PORT, service: 'Vite' })
  const stack = await startStack({ dataDir: localDataDir })
  const vite = startVite(stack)
  printSummary(stack, { label: 'Site URL', url: SITE_URL })
  const { stopAndExit, isStopping } = stopOnSignals(async () => {
    await stopChild(vite)
    await stack.stop()
  })
  vite.once('exit', (code) => {
    if (!isStopping()) {
      console.error(`Vite terminó (código ${code}); parando el entorno.`)
      void stopAndExit(code ?? 1)
    }
  })
}

await runCommand(process.argv.includes('--reset-only') ? resetDatabase : runDev)
