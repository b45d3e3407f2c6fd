/**
 * `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts): the archive of
 * edge-functions/api/backup.ts written to a file as the database owner, and read back into a
 * project at the same schema version.
 *
 * The project is the one SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and SUPABASE_DB_URL name (a
 * hosted project: its API URL, its service-role key, its database's connection string), or, with
 * none of them set, the embedded stack of `npm run dev` (`.local/`): the running one, or one
 * started for the command.
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import postgres from 'postgres'
import * as v from 'valibot'
import { backupArchive, readSnapshot, storageDownloader } from '../edge-functions/api/backup.ts'
import {
  type RestoreProgress,
  RestoreRefusal,
  type Restorer,
  restoreArchive,
} from '../edge-functions/api/restore.ts'
import { loadApiKeys, loadSigningKeys, TokenIssuer } from '../local/keys.ts'
import { localDataDir, STANDARD_API_PORT, STANDARD_DB_PORT } from '../local/session.ts'
import { startStack } from '../local/stack.ts'

/** A project to copy from or restore into: its API, its service key, its database as owner. */
export interface BackupTarget {
  apiUrl: string
  serviceRoleKey: string
  sql: postgres.Sql
  close(): Promise<void>
}

export class BackupRefusal extends Error {}

export function connectTarget(apiUrl: string, serviceRoleKey: string, dbUrl: string): BackupTarget {
  const sql = postgres(dbUrl, { max: 2, prepare: false, onnotice: () => {} })
  return { apiUrl, serviceRoleKey, sql, close: () => sql.end({ timeout: 5 }) }
}

const HostedProject = v.object({
  SUPABASE_URL: v.pipe(v.string('Falta SUPABASE_URL'), v.url('SUPABASE_URL no es una URL')),
  SUPABASE_SERVICE_ROLE_KEY: v.pipe(
    v.string('Falta SUPABASE_SERVICE_ROLE_KEY'),
    v.minLength(20, 'SUPABASE_SERVICE_ROLE_KEY no parece una clave'),
  ),
  SUPABASE_DB_URL: v.pipe(
    v.string('Falta SUPABASE_DB_URL'),
    v.startsWith('postgres', 'SUPABASE_DB_URL debe ser una cadena de conexión postgresql://'),
  ),
})

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    await response.body?.cancel()
    return response.ok
  } catch {
    return false
  }
}

/** The project the environment names, else the embedded stack (running, or started here). */
export async function targetFromEnvironment(
  environment: Record<string, string | undefined> = process.env,
): Promise<BackupTarget> {
  const named = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_DB_URL'].some(
    (name) => environment[name],
  )
  if (named) {
    // Each name present, even unset, so a missing one reads "Falta ..." rather than an invalid key.
    const parsed = v.safeParse(HostedProject, {
      SUPABASE_URL: environment.SUPABASE_URL,
      SUPABASE_SERVICE_ROLE_KEY: environment.SUPABASE_SERVICE_ROLE_KEY,
      SUPABASE_DB_URL: environment.SUPABASE_DB_URL,
    })
    if (!parsed.success) throw new BackupRefusal(parsed.issues.map((i) => i.message).join('\n'))
    const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_DB_URL } = parsed.output
    return connectTarget(
      SUPABASE_URL.replace(/\/$/, ''),
      SUPABASE_SERVICE_ROLE_KEY,
      SUPABASE_DB_URL,
    )
  }
  const apiUrl = `http://127.0.0.1:${STANDARD_API_PORT}`
  if (await answers(`${apiUrl}/functions/v1/api/health`)) {
    // `npm run dev` is running: its keys are signed with `.local/`'s key.
    const issuer = new TokenIssuer(await loadSigningKeys(localDataDir), `${apiUrl}/auth/v1`)
    return connectTarget(
      apiUrl,
      (await loadApiKeys(localDataDir, issuer)).serviceRoleKey,
      `postgresql://postgres:postgres@127.0.0.1:${STANDARD_DB_PORT}/postgres`,
    )
  }
  const stack = await startStack({
    dataDir: localDataDir,
    apiPort: 0,
    dbPort: 0,
    mailboxPort: 0,
    quiet: true,
    watch: false,
  })
  const target = connectTarget(stack.apiUrl, stack.serviceRoleKey, stack.dbUrl)
  return {
    ...target,
    close: async () => {
      await target.close()
      await stack.stop()
    },
  }
}

export interface Outcome {
  bytes: number
  files: number
  rows: number
  milliseconds: number
}

/** Writes the whole site of `target` to `file`, as its owner. */
export async function writeBackup(target: BackupTarget, file: string): Promise<Outcome> {
  const started = performance.now()
  const snapshot = await readSnapshot(
    async (statement) => ((await target.sql.unsafe(statement))[0]?.body as string) ?? '',
  )
  const { stream } = backupArchive(
    snapshot,
    storageDownloader(target.apiUrl, target.serviceRoleKey, target.serviceRoleKey),
  )
  await pipeline(Readable.fromWeb(stream as never), createWriteStream(file))
  return {
    bytes: (await stat(file)).size,
    files: snapshot.manifest.objects.length,
    rows: snapshot.manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    milliseconds: Math.round(performance.now() - started),
  }
}

/** How the database owner restores: its own connection, Storage with the service key. */
function ownerRestorer(target: BackupTarget): Restorer {
  return {
    run: async (statement, params = []) =>
      ((await target.sql.unsafe(statement, params))[0]?.body as string | undefined) ?? '',
    storage: { url: target.apiUrl, apiKey: target.serviceRoleKey, token: target.serviceRoleKey },
  }
}

/**
 * Restores `file` into `target`, all or nothing (edge-functions/api/restore.ts, the code the
 * admin's "Restaurar una copia" runs): refused, with nothing changed, unless it is a copy of the
 * target's schema version holding only what a backup may hold.
 */
export async function restoreBackup(
  target: BackupTarget,
  file: string,
  onProgress?: (progress: RestoreProgress) => void,
): Promise<Outcome> {
  const started = performance.now()
  try {
    const outcome = await restoreArchive(
      ownerRestorer(target),
      Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      onProgress,
    )
    return {
      bytes: (await stat(file)).size,
      files: outcome.files,
      rows: Object.values(outcome.rows).reduce((sum, count) => sum + count, 0),
      milliseconds: Math.round(performance.now() - started),
    }
  } catch (error) {
    throw error instanceof RestoreRefusal ? new BackupRefusal(error.message) : error
  }
}

/** What the scripts print: size in MB, rows, files, seconds. */
export function describe(outcome: Outcome): string {
  return `${(outcome.bytes / 1024 / 1024).toFixed(2)} MB, ${outcome.rows} filas / rows, ${outcome.files} archivos / files, ${(outcome.milliseconds / 1000).toFixed(1)} s`
}
