import { Hono } from 'hono'
import { backupArchive, backupFileName, readSnapshot, storageDownloader } from '../backup.ts'
import { type AppEnv, requireAdmin, type Services } from '../context.ts'
import { readAs } from '../db.ts'

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
  return app
}
