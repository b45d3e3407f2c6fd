import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { call, signInBoth, snapshot, type Tokens } from './test-support.ts'

let stack: TestStack
let tokens: Tokens

beforeAll(async () => {
  stack = await startTestStack()
  tokens = await signInBoth(stack)
})
afterAll(() => stack?.stop())

const bytes = (...values: number[]) => Uint8Array.from(values)
const ascii = (text: string) => new TextEncoder().encode(text)
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
const padded = (head: Uint8Array, size = 256) => concat(head, new Uint8Array(size))

function box(type: string, payload: Uint8Array): Uint8Array {
  const size = 8 + payload.length
  return concat(
    bytes(size >>> 24, (size >>> 16) & 255, (size >>> 8) & 255, size & 255),
    ascii(type),
    payload,
  )
}

/** The smallest file each type can be recognised by: real headers, tiny payloads. */
const IMAGES: [string, string, Uint8Array][] = [
  ['JPEG', 'foto.jpg', padded(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF'), 0))],
  [
    'PNG',
    'foto.png',
    padded(
      concat(
        bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
        bytes(0, 0, 0, 13),
        ascii('IHDR'),
      ),
    ),
  ],
  ['WebP', 'foto.webp', padded(concat(ascii('RIFF'), bytes(36, 0, 0, 0), ascii('WEBPVP8 ')))],
  ['GIF', 'foto.gif', padded(ascii('GIF89a'))],
  [
    'AVIF',
    'foto.avif',
    padded(box('ftyp', concat(ascii('avif'), bytes(0, 0, 0, 0), ascii('mif1avif')))),
  ],
]

const AUDIO: [string, string, Uint8Array][] = [
  ['MP3', 'pista.mp3', padded(bytes(0xff, 0xfb, 0x90, 0x64))],
  [
    'M4A',
    'pista.m4a',
    padded(box('ftyp', concat(ascii('M4A '), bytes(0, 0, 0, 0), ascii('M4A isom')))),
  ],
  [
    'M4A with the generic MP4 brand',
    'pista-mp42.m4a',
    padded(box('ftyp', concat(ascii('mp42'), bytes(0, 0, 0, 0), ascii('mp42isom')))),
  ],
  [
    'OGG',
    'pista.ogg',
    padded(concat(ascii('OggS'), bytes(0, 2), new Uint8Array(22), ascii('\u0001vorbis'))),
  ],
  ['FLAC', 'pista.flac', padded(ascii('fLaC'))],
]

function form(field: string, name: string, content: Uint8Array, type = 'application/octet-stream') {
  const data = new FormData()
  data.append(field, new Blob([content as BlobPart], { type }), name)
  return data
}

async function upload(kind: 'image' | 'audio' | 'document', data: FormData, token = tokens.admin) {
  return call(stack, `/upload/${kind}`, { method: 'POST', token, rawBody: data })
}

async function stored(url: string) {
  const response = await fetch(url)
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  }
}

describe('image uploads', () => {
  it.each(IMAGES)(
    'accepts a %s image and serves it from its public URL',
    async (_type, name, content) => {
      const answer = await upload('image', form('imageFile', name, content))
      expect(answer.status, answer.text).toBe(201)
      expect(answer.body).toEqual({
        url: `${stack.apiUrl}/storage/v1/object/public/images/${answer.body.filename}`,
        originalname: name,
        filename: expect.stringMatching(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.\w+$/),
      })
      const served = await stored(answer.body.url)
      expect(served.status).toBe(200)
      expect(served.bytes).toEqual(content)
    },
  )

  it('stores the type read from the bytes, never the one the form declared', async () => {
    const [, name, content] = IMAGES[1]
    const answer = await upload('image', form('imageFile', name, content, 'image/png;,text/html'))
    expect(answer.status, answer.text).toBe(201)
    expect((await stored(answer.body.url)).type).toBe('image/png')
  })

  it('gives two uploads of the same name two different files', async () => {
    const [, name, content] = IMAGES[1]
    const first = await upload('image', form('imageFile', name, content))
    const second = await upload('image', form('imageFile', name, content))
    expect(first.body.filename).not.toBe(second.body.filename)
  })
})

describe('audio uploads', () => {
  it('accepts a WAV file (the demo singing bowl)', async () => {
    const content = new Uint8Array(
      await readFile(join(process.cwd(), 'web/public/demo/cuenco.wav')),
    )
    const answer = await upload('audio', form('audioFile', 'cuenco.wav', content))
    expect(answer.status, answer.text).toBe(201)
    expect((await stored(answer.body.url)).type).toMatch(/^audio\/(x-)?wav/)
  })

  it.each(AUDIO)('accepts a %s file', async (_type, name, content) => {
    const answer = await upload('audio', form('audioFile', name, content))
    expect(answer.status, answer.text).toBe(201)
    expect(answer.body.url).toContain('/storage/v1/object/public/audio/')
  })
})

describe('document uploads', () => {
  it('accepts a PDF and serves it as one from its public URL', async () => {
    const content = padded(ascii('%PDF-1.4\n1 0 obj <<>> endobj\n'))
    const answer = await upload('document', form('documentFile', 'libro.pdf', content))
    expect(answer.status, answer.text).toBe(201)
    expect(answer.body.url).toContain('/storage/v1/object/public/documents/')
    const served = await stored(answer.body.url)
    expect(served.type).toBe('application/pdf')
    expect(served.bytes).toEqual(content)
  })
})

describe('refused uploads store nothing', () => {
  const REFUSED: [string, 'image' | 'audio' | 'document', () => FormData, number, string][] = [
    [
      'an HTML page renamed .pdf',
      'document',
      () =>
        form(
          'documentFile',
          'libro.pdf',
          ascii('<!doctype html><script>alert(1)</script>'),
          'application/pdf',
        ),
      400,
      'El archivo no es un documento PDF válido.',
    ],
    [
      'a picture sent as a document',
      'document',
      () => form('documentFile', 'libro.pdf', IMAGES[1][2], 'application/pdf'),
      400,
      'El archivo no es un documento PDF válido.',
    ],
    [
      'a PHP script renamed .jpg',
      'image',
      () => form('imageFile', 'foto.jpg', ascii('<?php system($_GET["c"]); ?>'), 'image/jpeg'),
      400,
      'El archivo no es una imagen válida (JPEG, PNG, WebP, GIF o AVIF).',
    ],
    [
      'an HTML page renamed .jpg',
      'image',
      () =>
        form(
          'imageFile',
          'foto.jpg',
          ascii('<!doctype html><script>alert(1)</script>'),
          'image/jpeg',
        ),
      400,
      'El archivo no es una imagen válida (JPEG, PNG, WebP, GIF o AVIF).',
    ],
    [
      'an SVG with a script',
      'image',
      () =>
        form(
          'imageFile',
          'logo.svg',
          ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          'image/svg+xml',
        ),
      400,
      'El archivo no es una imagen válida (JPEG, PNG, WebP, GIF o AVIF).',
    ],
    [
      'an image sent as audio',
      'audio',
      () => form('audioFile', 'pista.mp3', IMAGES[1][2], 'audio/mpeg'),
      400,
      'El archivo no es un audio válido (MP3, M4A/AAC, OGG, WAV o FLAC).',
    ],
    [
      'an image over 10 MB',
      'image',
      () => form('imageFile', 'grande.png', padded(IMAGES[1][2], 10 * 1024 * 1024 + 1)),
      413,
      'La imagen supera el tamaño máximo de 10 MB.',
    ],
    [
      'the wrong field name',
      'image',
      () => form('file', 'foto.png', IMAGES[1][2]),
      400,
      'Por favor, selecciona una imagen para subir.',
    ],
  ]

  it.each(REFUSED)('%s', async (_name, kind, data, status, message) => {
    const before = await snapshot(stack)
    const answer = await upload(kind, data())
    expect(answer.status).toBe(status)
    expect(answer.body.message).toBe(message)
    expect(await snapshot(stack)).toEqual(before)
  })

  it('without a session is 401, for a non-admin 403', async () => {
    const before = await snapshot(stack)
    const anonymous = await call(stack, '/upload/image', {
      method: 'POST',
      rawBody: form('imageFile', 'foto.png', IMAGES[1][2]),
    })
    expect(anonymous.status).toBe(401)
    const reader = await upload('image', form('imageFile', 'foto.png', IMAGES[1][2]), tokens.reader)
    expect(reader.status).toBe(403)
    expect(await snapshot(stack)).toEqual(before)
  })
})
