/**
 * `npm run restore -- <file>`: puts a copy made by `npm run backup` or "Descargar copia de
 * seguridad" back into the project SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and SUPABASE_DB_URL
 * name, or into the embedded stack of `npm run dev`. Everything the copy holds replaces what the
 * project has; a copy of another schema version is refused before anything changes.
 */
import { BackupRefusal, describe, restoreBackup, targetFromEnvironment } from './backup-copy.ts'

const file = process.argv[2]
if (!file) {
  console.error('Uso / usage: npm run restore -- <copia.tar>')
  process.exit(2)
}
try {
  const target = await targetFromEnvironment()
  try {
    const outcome = await restoreBackup(target, file)
    console.log(`Copia restaurada / Backup restored: ${describe(outcome)}`)
  } finally {
    await target.close()
  }
} catch (error) {
  console.error(error instanceof BackupRefusal ? error.message : error)
  process.exit(1)
}
