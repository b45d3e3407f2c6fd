/**
 * `npm run restore -- <file>`: puts a copy made by `npm run backup` or "Descargar copia de
 * seguridad" back into the project SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and SUPABASE_DB_URL
 * name, or into the embedded stack of `npm run dev` (running or not). The site as it is now is
 * written to a file first, so the restore can itself be undone; then the copy replaces it, all or
 * nothing (edge-functions/api/restore.ts).
 */
import { backupFileName } from '../edge-functions/api/backup.ts'
import {
  BackupRefusal,
  describe,
  restoreBackup,
  targetFromEnvironment,
  writeBackup,
} from './backup-copy.ts'

const file = process.argv[2]
if (!file) {
  console.error('Uso / usage: npm run restore -- <copia.tar>')
  process.exit(2)
}
try {
  const target = await targetFromEnvironment()
  try {
    const undo = `antes-de-restaurar-${backupFileName()}`
    await writeBackup(target, undo)
    console.log(
      `Copia del sitio actual escrita en ${undo}; para deshacer: npm run restore -- ${undo}`,
    )
    let shown = ''
    const outcome = await restoreBackup(target, file, ({ written, files, phase }) => {
      const line =
        phase === 'reading'
          ? `Leyendo la copia: ${written} de ${files} archivos`
          : phase === 'rows'
            ? 'Restaurando el contenido...'
            : phase === 'placing'
              ? 'Colocando los archivos...'
              : ''
      if (
        line &&
        line !== shown &&
        (phase !== 'reading' || written % 100 === 0 || written === files)
      ) {
        console.log(line)
        shown = line
      }
    })
    console.log(`Copia restaurada / Backup restored: ${describe(outcome)}`)
  } finally {
    await target.close()
  }
} catch (error) {
  console.error(error instanceof BackupRefusal ? error.message : error)
  process.exit(1)
}
