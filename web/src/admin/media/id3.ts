/**
 * The title an MP3 carries in its ID3v2 tag (frame TIT2, or TT2 in version 2.2), read from the
 * first bytes of the file. Undefined when there is no tag, no title, or the frame is compressed
 * or encrypted.
 */

const HEADER_BYTES = 10

function syncsafe(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at] & 0x7f) << 21) |
    ((bytes[at + 1] & 0x7f) << 14) |
    ((bytes[at + 2] & 0x7f) << 7) |
    (bytes[at + 3] & 0x7f)
  )
}

function bigEndian(bytes: Uint8Array, at: number, length: number): number {
  let value = 0
  for (let index = 0; index < length; index++) value = value * 256 + bytes[at + index]
  return value
}

/** Undoes unsynchronisation: every 0xFF 0x00 pair was a lone 0xFF. */
function resynchronised(bytes: Uint8Array): Uint8Array {
  const out: number[] = []
  for (let index = 0; index < bytes.length; index++) {
    out.push(bytes[index])
    if (bytes[index] === 0xff && bytes[index + 1] === 0x00) index++
  }
  return Uint8Array.from(out)
}

/** The total size of the ID3v2 tag at the start of a file (header included), or 0 if none. */
export function id3TagSize(head: Uint8Array): number {
  if (head.length < HEADER_BYTES) return 0
  if (head[0] !== 0x49 || head[1] !== 0x44 || head[2] !== 0x33) return 0
  return HEADER_BYTES + syncsafe(head, 6)
}

function decodeText(data: Uint8Array): string | undefined {
  if (data.length === 0) return undefined
  const encoding = data[0]
  let body = data.subarray(1)
  let decoder: TextDecoder
  if (encoding === 0) {
    decoder = new TextDecoder('iso-8859-1')
  } else if (encoding === 1) {
    const bigEndianOrder = body[0] === 0xfe && body[1] === 0xff
    if ((body[0] === 0xff && body[1] === 0xfe) || bigEndianOrder) body = body.subarray(2)
    decoder = new TextDecoder(bigEndianOrder ? 'utf-16be' : 'utf-16le')
  } else if (encoding === 2) {
    decoder = new TextDecoder('utf-16be')
  } else if (encoding === 3) {
    decoder = new TextDecoder('utf-8')
  } else {
    return undefined
  }
  // Version 2.4 may hold several values separated by NUL: the first one is the title.
  const [first] = decoder.decode(body).split('\0')
  const title = first.trim()
  return title || undefined
}

export function id3Title(tag: Uint8Array): string | undefined {
  const size = id3TagSize(tag)
  if (size === 0) return undefined
  const version = tag[3]
  if (version < 2 || version > 4) return undefined
  const flags = tag[5]
  const unsynchronised = (flags & 0x80) !== 0
  let body = tag.subarray(HEADER_BYTES, Math.min(size, tag.length))
  if (unsynchronised && version < 4) body = resynchronised(body)

  let at = 0
  if (version >= 3 && (flags & 0x40) !== 0) {
    at = version === 3 ? bigEndian(body, 0, 4) + 4 : syncsafe(body, 0)
  }
  const idLength = version === 2 ? 3 : 4
  const headerLength = version === 2 ? 6 : 10
  const wanted = version === 2 ? 'TT2' : 'TIT2'

  while (at + headerLength <= body.length) {
    if (body[at] === 0) break
    const id = String.fromCharCode(...body.subarray(at, at + idLength))
    const frameSize =
      version === 2
        ? bigEndian(body, at + 3, 3)
        : version === 3
          ? bigEndian(body, at + 4, 4)
          : syncsafe(body, at + 4)
    const start = at + headerLength
    if (!/^[A-Z0-9]+$/.test(id) || start + frameSize > body.length) break
    if (id === wanted) {
      let data = body.subarray(start, start + frameSize)
      if (version === 3 && (body[at + 9] & 0xc0) !== 0) return undefined
      if (version === 4) {
        const format = body[at + 9]
        if ((format & 0x0c) !== 0) return undefined
        if ((format & 0x01) !== 0) data = data.subarray(4)
        if ((format & 0x02) !== 0 || unsynchronised) data = resynchronised(data)
      }
      return decodeText(data)
    }
    at = start + frameSize
  }
  return undefined
}
