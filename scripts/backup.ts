/**
 * `npm run backup [-- <file>]`: the whole site (rows and library files) in one tar archive, from
 * the project SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and SUPABASE_DB_URL name, or from the
 * embedded stack of `npm run dev` (scripts/backup-copy.ts).
 */
import { backupFileName } from '../edge-functions/api/backup.ts'
import { BackupRefusal, describe, targetFromEnvironment, writeBackup } from './backup-copy.ts'

const file = process.argv[2] ?? backupFileName()
try {
  const target = await targetFromEnvironment()
  try {
    const outcome = await writeBackup(target, file)
    console.log(
      `Copia de seguridad escrita en ${file} / Backup written to ${file}: ${describe(outcome)}`,
    )
  } finally {
    await target.close()
  }
} catch (error) {
  console.error(error instanceof BackupRefusal ? error.message : error)
  process.exit(1)
}
