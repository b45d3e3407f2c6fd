/**
 * A fresh data directory's database made once, ahead of time: `npm install` (the `prepare` script)
 * runs the bootstrap, every migration, the seed and the demo admin into node_modules/.cache, under a
 * name that is a hash of everything that makes it. A first `npm run dev`, a `db:reset` and the
 * tests' template copy it instead of running PGlite's initdb and every migration again, which took
 * about 10 s of a first `npm run dev` on two cores. A changed migration, seed or PGlite is another
 * name, made on first use.
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { listMigrations, openDatabase, prepareDatabase } from './db.ts'

const projectRoot = fileURLToPath(new URL('..', import.meta.url))
const cacheRoot = join(projectRoot, 'node_modules', '.cache', 'prepared-database')

/** One input of the prepared database: a file's name and text, or a package's version. */
export type DatabaseSource = { name: string; text: string }

/** The prepared database's name: its sources' names and texts, in order. */
export function fingerprintOf(sources: readonly DatabaseSource[]): string {
  const hash = createHash('sha256')
  for (const source of sources) hash.update(`${source.name}\0${source.text}\0`)
  return hash.digest('hex').slice(0, 16)
}

async function sources(): Promise<DatabaseSource[]> {
  const files = [
    join(projectRoot, 'local', 'bootstrap.sql'),
    join(projectRoot, 'local', 'db.ts'),
    ...(await listMigrations()).map((migration) => migration.file),
    join(projectRoot, 'supabase', 'seed.sql'),
  ]
  const pglite = JSON.parse(
    await readFile(
      join(projectRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
      'utf8',
    ),
  ) as { version: string }
  return [
    ...(await Promise.all(
      files.map(async (file) => ({
        name: file.slice(projectRoot.length),
        text: await readFile(file, 'utf8'),
      })),
    )),
    { name: '@electric-sql/pglite', text: pglite.version },
  ]
}

/**
 * A data directory (a prepared `pgdata`, a template with its keys) copied to `to`: by Node's
 * native copy, since `fs/promises`' cp walks its 1,164 files in JavaScript, 0.5 s of a core per
 * copy where this takes 0.1-0.3 s, and npm test copies one for every stack and database file.
 */
export function copyDataDirectory(from: string, to: string) {
  cpSync(from, to, { recursive: true })
}

/** The prepared `pgdata` for today's migrations and seed, made now if it is not there yet. */
export async function preparedDatabase(): Promise<string> {
  const name = fingerprintOf(await sources())
  const pgdata = join(cacheRoot, name, 'pgdata')
  if (existsSync(pgdata)) return pgdata
  const building = join(cacheRoot, `${name}.${process.pid}`)
  await rm(building, { recursive: true, force: true })
  await mkdir(building, { recursive: true })
  const db = await openDatabase(join(building, 'pgdata'))
  try {
    await prepareDatabase(db, { demoAdmin: true })
  } finally {
    await db.close()
  }
  // The databases of older migrations go (not another process's half-made one, whose name has a
  // dot); renamed whole, so a process stopped half-way leaves nothing that looks prepared.
  for (const entry of await readdir(cacheRoot)) {
    if (entry !== name && !entry.includes('.')) {
      await rm(join(cacheRoot, entry), { recursive: true, force: true })
    }
  }
  try {
    await rename(building, join(cacheRoot, name))
  } catch (error) {
    // Another process prepared the same database meanwhile: its copy is as good.
    if (!existsSync(pgdata)) throw error
    await rm(building, { recursive: true, force: true })
  }
  return pgdata
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  try {
    await preparedDatabase()
    console.log(`Base de datos de demostración preparada (${Date.now() - started} ms).`)
  } catch (error) {
    // `npm install` goes on: the first `npm run dev` prepares it again and stops on the same error.
    console.error('Aviso: no se pudo preparar la base de datos de demostración:', error)
  }
}
