import { onFirstUse } from '../../../../edge-functions/_shared/on-first-use.ts'

const decimal = onFirstUse(
  () => new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
)

/** A file's size: KB under 1000 KB, otherwise MB with one decimal ('380 KB', '7,9 MB'). */
export function fileSizeText(bytes: number): string {
  const kilobytes = Math.round(bytes / 1024)
  if (kilobytes < 1000) return `${Math.max(kilobytes, bytes > 0 ? 1 : 0)} KB`
  return `${decimal().format(bytes / (1024 * 1024))} MB`
}
