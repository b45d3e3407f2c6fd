/**
 * The file-name rule of a Storage object (docs/security.md): what hosted Storage refuses is refused
 * wherever a name reaches a bucket, by the embedded Storage (local/storage.ts) and in a restored
 * copy (edge-functions/api/restore.ts) alike.
 */

/**
 * Control characters (U+0000-U+001F, CR and LF among them, U+007F, U+0080-U+009F) break the
 * headers and listings that carry a name, and bidirectional controls (U+202E...) make a name read
 * other than it is (`factura\u202Efdp.exe` shows as `facturaexe.pdf`).
 */
const REFUSED_CHARACTER = /[\p{Cc}\p{Bidi_Control}]/u

/** At most 1024 characters, no empty, `.` or `..` segment (so no leading `/`), no backslash. */
export function isValidObjectName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 1024 &&
    !REFUSED_CHARACTER.test(name) &&
    name
      .split('/')
      .every(
        (segment) =>
          segment !== '' && segment !== '.' && segment !== '..' && !segment.includes('\\'),
      )
  )
}
