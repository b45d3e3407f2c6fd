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

/** Reads exactly `length` bytes from a stream, keeping what is left over for the next read. */
class ByteReader {
  private pending: Uint8Array = new Uint8Array(0)
  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  async read(length: number): Promise<Uint8Array | undefined> {
    const chunks: Uint8Array[] = []
    let have = 0
    while (have < length) {
      if (this.pending.length === 0) {
        const { done, value } = await this.reader.read()
        if (done) {
          if (have === 0) return undefined
          throw new TarFormatError('The archive ends in the middle of an entry')
        }
        this.pending = value
        continue
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
}

/** Every file of an archive in order, each whole in memory (a library file is at most 50 MB). */
export async function* readTar(
  stream: ReadableStream<Uint8Array>,
): AsyncGenerator<{ name: string; bytes: Uint8Array }> {
  const bytes = new ByteReader(stream.getReader())
  let paxName: string | undefined
  while (true) {
    const block = await bytes.read(BLOCK)
    if (!block || block.every((byte) => byte === 0)) return
    const stored = readOctal(block, 148, 8)
    const sum = block.reduce(
      (total, byte, index) => total + (index >= 148 && index < 156 ? 0x20 : byte),
      0,
    )
    if (stored !== sum) throw new TarFormatError('Not a tar archive (bad header checksum)')
    const size = readOctal(block, 124, 12)
    const type = String.fromCharCode(block[156] || 0x30)
    const body = (await bytes.read(size)) ?? new Uint8Array(0)
    if (size % BLOCK) await bytes.read(BLOCK - (size % BLOCK))
    if (type === 'x') {
      paxName = paxRecords(body).get('path')
      continue
    }
    const name = paxName ?? readName(block)
    paxName = undefined
    if (type === '0') yield { name, bytes: body }
  }
}
