/**
 * The embedded stack's stand-in for the hosted project's pg_cron job (20261128100000_trash.sql):
 * the same SQL function, private.purge_trash(), run once at start and then every hour, so the
 * Papelera forgets what it has held for more than 30 days. The objects it removes from the
 * `trash` bucket lose their bytes here too.
 */
import { rm } from 'node:fs/promises'
import { resolve, sep } from 'node:path'
import type { StorageService } from './storage.ts'

export const TRASH_PURGE_EVERY_MS = 60 * 60 * 1000

/** Runs the purge once; answers the trash bucket's objects it removed. */
export async function purgeTrash(storage: StorageService): Promise<string[]> {
  const { rows } = await storage.withSession((db) =>
    db.query<{ names: string[] }>('select private.purge_trash() as names'),
  )
  const names = rows[0]?.names ?? []
  const root = resolve(storage.root, 'trash')
  await Promise.all(
    names.map((name) => {
      const path = resolve(root, ...name.split('/'))
      return path.startsWith(root + sep) ? rm(path, { force: true }) : undefined
    }),
  )
  return names
}

/** Starts the timer; the answer stops it. */
export function startTrashPurge(storage: StorageService, every = TRASH_PURGE_EVERY_MS) {
  const run = () =>
    purgeTrash(storage).catch((error) => console.warn('[trash] purge failed:', error))
  void run()
  const timer = setInterval(run, every)
  timer.unref()
  return () => clearInterval(timer)
}
