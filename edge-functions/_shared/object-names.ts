/**
 * The file-name rule of a Storage object (docs/security.md): what hosted Storage refuses is refused
 * wherever a name reaches a bucket, the embedded Storage and a restored copy alike.
 */

/** C0 and C1 controls, DEL, and the bidirectional controls that make a name read other than it is. */
const FORBIDDEN_CHARACTERS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u

export const OBJECT_NAME_LIMIT = 1024

/** No empty, `.` or `..` segment (so no leading `/`), no backslash, no control character. */
export function isValidObjectName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= OBJECT_NAME_LIMIT &&
    !FORBIDDEN_CHARACTERS.test(name) &&
    name
      .split('/')
      .every(
        (segment) =>
          segment !== '' && segment !== '.' && segment !== '..' && !segment.includes('\\'),
      )
  )
}
