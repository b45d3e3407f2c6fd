import { CENTRE_TIME_ZONE } from '../../../../edge-functions/_shared/madrid-time.ts'
import { onFirstUse } from '../../../../edge-functions/_shared/on-first-use.ts'
import { fileSizeText } from '../media/file-size.ts'

export const RESTORE_BUTTON = 'Restaurar una copia'

const madridDateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-ES', {
      timeZone: CENTRE_TIME_ZONE,
      dateStyle: 'long',
      timeStyle: 'short',
    }),
)

export const RESTORE_TEXTS = {
  explanation:
    'Vuelve a poner el sitio como estaba en una copia descargada antes. Verás lo que contiene antes de que cambie nada.',
  reading: 'Leyendo la copia…',
  question: '¿Restaurar esta copia?',
  madeOn: (date: Date) => `Copia del ${madridDateTime().format(date)}`,
  summary: 'Resumen de la copia',
  schema: (version: string) => `Versión del esquema: ${version}`,
  files: (count: number, bytes: number) =>
    count === 0
      ? 'Sin archivos de la biblioteca'
      : `${count} ${count === 1 ? 'archivo' : 'archivos'} de la biblioteca (${fileSizeText(bytes)})`,
  empty: 'La copia no tiene contenido.',
  warning:
    'Todo el contenido y los archivos del sitio se sustituirán por los de la copia. Antes se descargará una copia del sitio tal como está ahora, para poder deshacerlo.',
  cancel: 'Cancelar',
  confirm: 'Restaurar la copia',
  savingCurrent: 'Guardando una copia del sitio actual…',
  savingProgress: (received: string, total: string | undefined) =>
    total
      ? `Guardando una copia del sitio actual: ${received} de ${total}`
      : `Guardando una copia del sitio actual: ${received}`,
  sending: (sent: string, total: string) => `Enviando la copia: ${sent} de ${total}`,
  placing: 'Restaurando el contenido y colocando los archivos…',
  restored: (items: number, files: number, bytes: number) =>
    `Copia restaurada: ${items} ${items === 1 ? 'elemento' : 'elementos'}${
      files === 0
        ? ', sin archivos de la biblioteca'
        : ` y ${files} ${files === 1 ? 'archivo' : 'archivos'} (${fileSizeText(bytes)})`
    }.`,
  savedBefore: (fileName: string) =>
    `La copia del sitio anterior se guardó en tus descargas como ${fileName}.`,
  undo: 'Deshacer',
  undone: 'Restauración deshecha: el sitio vuelve a estar como antes.',
  failedSaving:
    'No se pudo guardar la copia del sitio actual, así que no se ha restaurado nada. Inténtalo de nuevo.',
  connectionLost:
    'Se cortó la conexión mientras se enviaba la copia. Si el sitio no cambió, vuelve a intentarlo; una restauración a medias se termina al restaurar de nuevo.',
} as const
