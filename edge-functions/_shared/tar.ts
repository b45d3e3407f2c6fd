/**
 * The tar format of a backup (POSIX ustar, with a pax `path` record for a name that is not short
 * ASCII), written and read with web streams only, so the api function (Deno) streams it and the
 * Node scripts read it back. Any `tar -xf` opens it too.
 */

const BLOCK = 512
const encoder = new TextEncoder()
const decoder = new TextDecoder()

function writeText(block: Uint8Array, offset: number, length: number, text: string) {
  block.set(encoder.encode(text).subarray(0, length), offset)
}

function writeOctal(block: Uint8Array, offset: number, length: number, value: number) {
  writeText(block, offset, length - 1, value.toString(8).padStart(length - 1, '0'))
}

function header(name: string, size: number, type: '0' | 'x', mtime: number): Uint8Array {
  const block = new Uint8Array(BLOCK)
  writeText(block, 0, 100, name)
  writeOctal(block, 100, 8, 0o644)
  writeOctal(block, 108, 8, 0)
  writeOctal(block, 116, 8, 0)
  writeOctal(block, 124, 12, size)
  writeOctal(block, 136, 12, Math.floor(mtime / 1000))
  block.fill(0x20, 148, 156)
  block[156] = type.charCodeAt(0)
  writeText(block, 257, 6, 'ustar\0')
  writeText(block, 263, 2, '00')
  const checksum = block.reduce((sum, byte) => sum + byte, 0)
  writeText(block, 148, 8, `${checksum.toString(8).padStart(6, '0')}\0 `)
  return block
}

/** A pax record `<length> path=<name>\n`, whose length counts its own digits. */
function paxPath(name: string): Uint8Array {
  const rest = encoder.encode(` path=${name}\n`).length
  let length = rest + 1
  while (String(length).length + rest !== length) length = String(length).length + rest
  return encoder.encode(`${length} path=${name}\n`)
}

function padding(size: number): Uint8Array {
  return new Uint8Array((BLOCK - (size % BLOCK)) % BLOCK)
}

/** The blocks that open an entry of `size` bytes named `name`. */
export function tarHeader(name: string, size: number, mtime = Date.now()): Uint8Array[] {
  // A short printable ASCII name fits the ustar header itself; any other takes a pax record.
  if (/^[\x20-\x7e]{1,99}$/.test(name)) return [header(name, size, '0', mtime)]
  const record = paxPath(name)
  const short = `entry-${Date.now().toString(36)}`
  return [
    header('PaxHeader', record.length, 'x', mtime),
    record,
    padding(record.length),
    header(short, size, '0', mtime),
  ]
}

/** The zeros that close an entry of `size` bytes. */
export const tarPadding = padding

/** Two empty blocks: the end of the archive. */
export const TAR_END = new Uint8Array(BLOCK * 2)

/** One whole entry in memory (a small file such as the manifest). */
export function tarEntry(name: string, bytes: Uint8Array): Uint8Array[] {
  return [...tarHeader(name, bytes.length), bytes, padding(bytes.length)]
}

function readOctal(block: Uint8Array, offset: number, length: number): number {
  const text = decoder.decode(block.subarray(offset, offset + length)).replace(/[\0 ]+$/g, '')
  return text ? Number.parseInt(text.trim(), 8) : 0
}

function readName(block: Uint8Array): string {
  const raw = block.subarray(0, 100)
  const end = raw.indexOf(0)
  return decoder.decode(end === -1 ? raw : raw.subarray(0, end))
}

/** The `<length> <key>=<value>\n` records of a pax header (a value may hold any byte). */
function paxRecords(body: Uint8Array): Map<string, string> {
  const records = new Map<string, string>()
  let offset = 0
  while (offset < body.length) {
    const space = body.indexOf(0x20, offset)
    const length = Number(decoder.decode(body.subarray(offset, space)))
    if (space === -1 || !Number.isInteger(length) || length <= 0) break
    const record = decoder.decode(body.subarray(space + 1, offset + length - 1))
    const equals = record.indexOf('=')
    records.set(record.slice(0, equals), record.slice(equals + 1))
    offset += length
  }
  return records
}

export class TarFormatError extends Error {}

const TRUNCATED = 'termina a mitad de un archivo'

/** Reads exactly `length` bytes from a stream, keeping what is left over for the next read. */
class ByteReader {
  private pending: Uint8Array = new Uint8Array(0)
  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  private async fill(): Promise<boolean> {
    if (this.pending.length > 0) return true
    const { done, value } = await this.reader.read()
    if (done) return false
    this.pending = value
    return true
  }

  async read(length: number): Promise<Uint8Array | undefined> {
    const chunks: Uint8Array[] = []
    let have = 0
    while (have < length) {
      if (!(await this.fill())) {
        if (have === 0) return undefined
        throw new TarFormatError(TRUNCATED)
      }
      const take = Math.min(length - have, this.pending.length)
      chunks.push(this.pending.subarray(0, take))
      this.pending = this.pending.subarray(take)
      have += take
    }
    if (chunks.length === 1) return chunks[0]
    const joined = new Uint8Array(length)
    let offset = 0
    for (const chunk of chunks) {
      joined.set(chunk, offset)
      offset += chunk.length
    }
    return joined
  }

  /** Passes over `length` bytes without holding them. */
  async skip(length: number): Promise<void> {
    let left = length
    while (left > 0) {
      if (!(await this.fill())) throw new TarFormatError(TRUNCATED)
      const take = Math.min(left, this.pending.length)
      this.pending = this.pending.subarray(take)
      left -= take
    }
  }

  cancel() {
    return this.reader.cancel().catch(() => {})
  }
}

/** A pax header holds a name and little else: one larger than this is no backup's. */
const PAX_HEADER_LIMIT = 64 * 1024

/**
 * One file of an archive: its name and size from its header, and its bytes, read only when asked
 * for. An entry whose bytes are not read is passed over, never held, so a reader can refuse an
 * entry by its declared size before any of it is in memory.
 */
export interface TarEntry {
  name: string
  size: number
  read(): Promise<Uint8Array>
}

/** Every file of an archive, in order. */
export async function* readTar(stream: ReadableStream<Uint8Array>): AsyncGenerator<TarEntry> {
  const bytes = new ByteReader(stream.getReader())
  let paxName: string | undefined
  try {
    while (true) {
      const block = await bytes.read(BLOCK)
      if (!block || block.every((byte) => byte === 0)) return
      if (block.length < BLOCK) throw new TarFormatError(TRUNCATED)
      const stored = readOctal(block, 148, 8)
      const sum = block.reduce(
        (total, byte, index) => total + (index >= 148 && index < 156 ? 0x20 : byte),
        0,
      )
      if (stored !== sum) throw new TarFormatError('una cabecera no es de un archivo tar')
      const size = readOctal(block, 124, 12)
      if (!Number.isSafeInteger(size) || size < 0)
        throw new TarFormatError('el tamaño de una entrada no es válido')
      const type = String.fromCharCode(block[156] || 0x30)
      const padded = size + ((BLOCK - (size % BLOCK)) % BLOCK)
      if (type === 'x') {
        if (size > PAX_HEADER_LIMIT)
          throw new TarFormatError('una cabecera pax es demasiado grande')
        const body = (await bytes.read(padded)) ?? new Uint8Array(0)
        paxName = paxRecords(body.subarray(0, size)).get('path')
        continue
      }
      const name = paxName ?? readName(block)
      paxName = undefined
      if (type !== '0') {
        await bytes.skip(padded)
        continue
      }
      let taken = false
      let passed = false
      yield {
        name,
        size,
        read: async () => {
          if (taken || passed) throw new Error(`${name}: an entry is read once, before the next`)
          taken = true
          const body = (await bytes.read(size)) ?? new Uint8Array(0)
          if (body.length < size) throw new TarFormatError(TRUNCATED)
          await bytes.skip(padded - size)
          return body
        },
      }
      passed = true
      if (!taken) await bytes.skip(padded)
    }
  } finally {
    await bytes.cancel()
  }
}
