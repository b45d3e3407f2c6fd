import { Hono } from 'hono'
import { backupArchive, backupFileName, readSnapshot, storageDownloader } from '../backup.ts'
import { type AppEnv, requireAdmin, type Services } from '../context.ts'
import { readAs, writeAs } from '../db.ts'
import { ApiError } from '../errors.ts'
import { RestoreRefusal, type Restorer, restoreArchive } from '../restore.ts'

/**
 * GET /api/backup: the whole site as one tar archive (backup.ts), for the admin only. It runs as
 * the signed-in admin: the rows and files are those her policies let her read (every content row,
 * the Papelera, the Historial, drafts, and the files of every bucket, the private trash bucket
 * included), so no service key is needed. The archive is streamed file by file, never held whole.
 */
export function backupRoutes(services: Services) {
  const app = new Hono<AppEnv>()
  app.get('/', requireAdmin(services), async (c) => {
    const caller = c.get('caller')
    const snapshot = await readSnapshot(
      async (statement) => (await readAs(services.sql, caller, statement))?.body ?? '',
    )
    const { size, stream } = backupArchive(
      snapshot,
      storageDownloader(
        services.config.supabaseUrl,
        services.config.publicKeys[0],
        caller.token ?? '',
      ),
    )
    return c.body(stream, 200, {
      'Content-Type': 'application/x-tar',
      'Content-Length': String(size),
      'Content-Disposition': `attachment; filename="${backupFileName()}"`,
    })
  })

  /**
   * POST /api/backup/restore: the copy in the body (the archive as it was downloaded) replaces
   * the site, all or nothing (restore.ts). As the admin too: her policies let her stage and move
   * files, and the database's restore functions answer only her and the owner.
   */
  app.post('/restore', requireAdmin(services), async (c) => {
    const caller = c.get('caller')
    const body = c.req.raw.body
    if (!body) throw new ApiError(400, RESTORE_ROUTE_MESSAGES.noFile)
    const restorer: Restorer = {
      run: (statement, params = []) =>
        writeAs(services.sql, caller, async (tx) => {
          const [row] = await tx.unsafe(statement, params)
          return (row?.body as string | undefined) ?? ''
        }),
      storage: {
        url: services.config.supabaseUrl,
        apiKey: services.config.publicKeys[0],
        token: caller.token ?? '',
      },
    }
    try {
      return c.json(await restoreArchive(restorer, body))
    } catch (error) {
      if (error instanceof RestoreRefusal) throw new ApiError(400, error.message)
      throw error
    }
  })
  return app
}

export const RESTORE_ROUTE_MESSAGES = {
  noFile: 'Elige el archivo de la copia de seguridad que quieres restaurar.',
} as const
