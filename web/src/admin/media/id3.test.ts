import { describe, expect, it } from 'vitest'
import { id3TagSize, id3Title } from './id3.ts'

function syncsafe(value: number) {
  return [(value >> 21) & 0x7f, (value >> 14) & 0x7f, (value >> 7) & 0x7f, value & 0x7f]
}

function bigEndian(value: number, length: number) {
  return Array.from({ length }, (_, index) => (value >> (8 * (length - 1 - index))) & 0xff)
}

const latin1 = (text: string) => [0, ...Array.from(text, (char) => char.charCodeAt(0))]
const utf8 = (text: string) => [3, ...new TextEncoder().encode(text)]
function utf16WithBom(text: string) {
  const bytes = [1, 0xff, 0xfe]
  for (const char of text) {
    const code = char.charCodeAt(0)
    bytes.push(code & 0xff, code >> 8)
  }
  return [...bytes, 0, 0]
}

function frame(version: 2 | 3 | 4, id: string, data: number[], formatFlags = 0) {
  const name = Array.from(id, (char) => char.charCodeAt(0))
  if (version === 2) return [...name, ...bigEndian(data.length, 3), ...data]
  const size = version === 3 ? bigEndian(data.length, 4) : syncsafe(data.length)
  return [...name, ...size, 0, formatFlags, ...data]
}

function tag(version: 2 | 3 | 4, frames: number[][], { flags = 0, padding = 16 } = {}) {
  const body = [...frames.flat(), ...new Array(padding).fill(0)]
  return Uint8Array.from([0x49, 0x44, 0x33, version, 0, flags, ...syncsafe(body.length), ...body])
}

describe('ID3v2 title parser', () => {
  it('reads TIT2 of an ID3v2.3 tag in ISO-8859-1', () => {
    const bytes = tag(3, [frame(3, 'TPE1', latin1('Elena')), frame(3, 'TIT2', latin1('Amanecer'))])
    expect(id3Title(bytes)).toBe('Amanecer')
  })

  it('reads UTF-16 with a byte order mark and drops the terminator', () => {
    expect(id3Title(tag(3, [frame(3, 'TIT2', utf16WithBom('Respiración'))]))).toBe('Respiración')
  })

  it('reads UTF-8 in an ID3v2.4 tag with syncsafe frame sizes', () => {
    const long = `Meditación ${'ñ'.repeat(200)}`
    expect(id3Title(tag(4, [frame(4, 'TIT2', utf8(long))]))).toBe(long)
  })

  it('takes the first of several ID3v2.4 values', () => {
    expect(id3Title(tag(4, [frame(4, 'TIT2', utf8('Calma\0Versión larga'))]))).toBe('Calma')
  })

  it('reads TT2 of an ID3v2.2 tag', () => {
    expect(id3Title(tag(2, [frame(2, 'TT2', latin1('Olas'))]))).toBe('Olas')
  })

  it('skips an ID3v2.3 extended header', () => {
    const extended = [...bigEndian(6, 4), 0, 0, 0, 0, 0, 0]
    const bytes = tag(3, [extended, frame(3, 'TIT2', latin1('Bosque'))], { flags: 0x40 })
    expect(id3Title(bytes)).toBe('Bosque')
  })

  it('undoes tag-wide unsynchronisation in ID3v2.3', () => {
    const data = [0, 0x41, 0xff, 0x42]
    const stored = [0, 0x41, 0xff, 0x00, 0x42]
    const name = Array.from('TIT2', (char) => char.charCodeAt(0))
    const raw = [...name, ...bigEndian(data.length, 4), 0, 0, ...stored]
    expect(id3Title(tag(3, [raw], { flags: 0x80 }))).toBe('A\u00ffB')
  })

  it('gives undefined without a tag, without a title, or with a blank one', () => {
    expect(id3Title(Uint8Array.from([0xff, 0xfb, 0x90, 0x44, 0, 0, 0, 0, 0, 0, 0]))).toBeUndefined()
    expect(id3Title(tag(3, [frame(3, 'TPE1', latin1('Elena'))]))).toBeUndefined()
    expect(id3Title(tag(3, [frame(3, 'TIT2', latin1('   '))]))).toBeUndefined()
  })

  it('gives undefined for a compressed or encrypted title frame', () => {
    expect(id3Title(tag(4, [frame(4, 'TIT2', utf8('Secreto'), 0x04)]))).toBeUndefined()
  })

  it('stops safely at a frame that claims more bytes than the tag holds', () => {
    const name = Array.from('TIT2', (char) => char.charCodeAt(0))
    const broken = [...name, ...bigEndian(5000, 4), 0, 0, 0, 0x41]
    expect(id3Title(tag(3, [broken], { padding: 0 }))).toBeUndefined()
  })

  it('reports the whole tag size from the header', () => {
    const bytes = tag(3, [frame(3, 'TIT2', latin1('Amanecer'))])
    expect(id3TagSize(bytes.subarray(0, 10))).toBe(bytes.length)
    expect(id3TagSize(Uint8Array.from([1, 2, 3]))).toBe(0)
  })
})
