import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  acceptOf,
  durationText,
  fileProblem,
  kindOfFile,
  libraryFileProblem,
  MEDIA_KINDS,
  objectNameFor,
  publicUrlOf,
  slugOf,
  storedTypeOf,
  titleFromFileName,
  UNKNOWN_TYPE_MESSAGE,
  variantNameOf,
} from './media-rules.ts'

const MB = 1024 * 1024

describe('file checks', () => {
  it('takes the bucket limits and types exactly as the migration sets them', () => {
    const migration = readFileSync(
      new URL(
        '../../../../supabase/migrations/20250601001400_storage_buckets.sql',
        import.meta.url,
      ),
      'utf8',
    )
    for (const kind of ['image', 'audio'] as const) {
      const rules = MEDIA_KINDS[kind]
      const row = new RegExp(
        `\\('${rules.bucket}', '${rules.bucket}', true, (\\d+),\\s*array\\[([^\\]]+)\\]`,
      )
      const match = row.exec(migration)
      expect(match, kind).not.toBeNull()
      expect(Number(match?.[1])).toBe(rules.maxBytes)
      const types = [...(match?.[2] ?? '').matchAll(/'([^']+)'/g)].map((found) => found[1])
      expect(types).toEqual(rules.mimeTypes)
    }
  })

  it('takes the documents bucket limit and type exactly as its migration sets them', () => {
    const migration = readFileSync(
      new URL(
        '../../../../supabase/migrations/20261129400010_documents_bucket.sql',
        import.meta.url,
      ),
      'utf8',
    )
    const rules = MEDIA_KINDS.document
    expect(migration).toContain(
      `('${rules.bucket}', '${rules.bucket}', true, ${rules.maxBytes}, array['application/pdf'])`,
    )
    expect(rules.mimeTypes).toEqual(['application/pdf'])
  })

  it('accepts a PDF up to 20 MB as a document, and a page named .pdf is refused', () => {
    expect(
      fileProblem('document', { name: 'libro.pdf', type: 'application/pdf', size: 20 * MB }),
    ).toBeUndefined()
    expect(
      fileProblem('document', { name: 'libro.pdf', type: 'application/pdf', size: 20 * MB + 1 }),
    ).toBe('El documento supera el tamaño máximo de 20 MB.')
    expect(fileProblem('document', { name: 'libro.pdf', type: 'text/html', size: 10 })).toBe(
      'El archivo no es un documento PDF válido.',
    )
  })

  it('accepts JPEG, PNG, WebP, GIF and AVIF pictures up to 10 MB', () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['b.png', 'image/png'],
      ['c.webp', 'image/webp'],
      ['d.gif', 'image/gif'],
      ['e.avif', 'image/avif'],
    ]) {
      expect(fileProblem('image', { name, type, size: 10 * MB })).toBeUndefined()
    }
  })

  it('never accepts SVG, whatever its name or type says', () => {
    const wrong = MEDIA_KINDS.image.wrongTypeMessage
    expect(fileProblem('image', { name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toBe(wrong)
    expect(fileProblem('image', { name: 'logo.png', type: 'image/svg+xml', size: 10 })).toBe(wrong)
    expect(fileProblem('image', { name: 'logo.svg', type: '', size: 10 })).toBe(wrong)
  })

  it('refuses a picture one byte over 10 MB with the Spanish size message', () => {
    expect(fileProblem('image', { name: 'a.jpg', type: 'image/jpeg', size: 10 * MB + 1 })).toBe(
      'La imagen supera el tamaño máximo de 10 MB.',
    )
  })

  it('refuses what is not a picture in an image field', () => {
    expect(fileProblem('image', { name: 'doc.pdf', type: 'application/pdf', size: 10 })).toBe(
      'El archivo no es una imagen válida (JPEG, PNG, WebP, GIF o AVIF).',
    )
    expect(fileProblem('image', { name: 'tono.mp3', type: 'audio/mpeg', size: 10 })).toBeDefined()
  })

  it('accepts the audio bucket types up to 50 MB and refuses more', () => {
    expect(
      fileProblem('audio', { name: 'a.wav', type: 'audio/wav', size: 50 * MB }),
    ).toBeUndefined()
    expect(fileProblem('audio', { name: 'a.m4a', type: 'audio/x-m4a', size: 1 })).toBeUndefined()
    expect(fileProblem('audio', { name: 'a.wav', type: 'audio/wav', size: 50 * MB + 1 })).toBe(
      'El archivo de audio supera el tamaño máximo de 50 MB.',
    )
    expect(fileProblem('audio', { name: 'v.mp4', type: 'video/mp4', size: 1 })).toBe(
      'El archivo no es un audio válido (MP3, M4A/AAC, OGG, WAV o FLAC).',
    )
  })

  it('stores a type the browser names differently under the bucket type of its extension', () => {
    expect(storedTypeOf('audio', { name: 'canto.mp3', type: 'audio/mp3' })).toBe('audio/mpeg')
    expect(storedTypeOf('audio', { name: 'canto.flac', type: '' })).toBe('audio/flac')
    expect(storedTypeOf('image', { name: 'foto.JPG', type: '' })).toBe('image/jpeg')
    expect(storedTypeOf('audio', { name: 'canto.webm', type: 'audio/webm' })).toBeUndefined()
  })

  it('lets the file chooser show only the bucket types', () => {
    expect(acceptOf('image')['image/jpeg']).toEqual(['.jpg', '.jpeg'])
    expect(Object.keys(acceptOf('image'))).not.toContain('image/svg+xml')
    expect(acceptOf('audio')['audio/mpeg']).toEqual(['.mp3'])
  })
})

describe('duration text', () => {
  it('writes minutes:seconds with two-digit seconds', () => {
    expect(durationText(225)).toBe('3:45')
    expect(durationText(65.4)).toBe('1:05')
    expect(durationText(59.6)).toBe('1:00')
    expect(durationText(0)).toBe('0:00')
    expect(durationText(3725)).toBe('62:05')
  })

  it('gives nothing for a length the browser does not know', () => {
    expect(durationText(Number.POSITIVE_INFINITY)).toBeUndefined()
    expect(durationText(Number.NaN)).toBeUndefined()
  })
})

describe('names', () => {
  it('falls back to the file name without its extension for a title', () => {
    expect(titleFromFileName('01 - Amanecer en la sierra.mp3')).toBe('01 - Amanecer en la sierra')
    expect(titleFromFileName('tono')).toBe('tono')
  })

  it('stores each file under a name that cannot collide: folder, year, uuid and slug', () => {
    const name = objectNameFor('Foto Retiro Ñandú.JPG', 'webp', {
      now: new Date('2026-03-01T10:00:00'),
      id: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
    })
    expect(name).toBe('uploads/2026/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed-foto-retiro-nandu.webp')
    expect(objectNameFor('a.png', 'webp')).not.toBe(objectNameFor('a.png', 'webp'))
  })

  it('names the 800 px copy beside the picture', () => {
    expect(variantNameOf('uploads/2026/x-foto.webp')).toBe('uploads/2026/x-foto-800.webp')
  })

  it('makes a slug of any name, never an empty one', () => {
    expect(slugOf('¿¡!?')).toBe('archivo')
    expect(slugOf('Canción de cuna')).toBe('cancion-de-cuna')
  })

  it('builds the public address of a stored file', () => {
    expect(publicUrlOf('http://127.0.0.1:54321', 'audio', 'uploads/2026/a b.wav')).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/audio/uploads/2026/a%20b.wav',
    )
  })
})

describe('the library takes files of every kind at once', () => {
  it('tells each file its kind by its type, or by its extension when the browser says none', () => {
    expect(kindOfFile({ name: 'foto.png', type: 'image/png' })).toBe('image')
    expect(kindOfFile({ name: 'pista.mp3', type: 'audio/mp3' })).toBe('audio')
    expect(kindOfFile({ name: 'libro.pdf', type: '' })).toBe('document')
    expect(kindOfFile({ name: 'notas.docx', type: 'application/msword' })).toBeUndefined()
  })

  it("refuses a file of no kind, and one over its kind's size, in Spanish", () => {
    expect(libraryFileProblem({ name: 'notas.txt', type: 'text/plain', size: 10 })).toBe(
      UNKNOWN_TYPE_MESSAGE,
    )
    expect(libraryFileProblem({ name: 'foto.png', type: 'image/png', size: 11 * MB })).toBe(
      'La imagen supera el tamaño máximo de 10 MB.',
    )
    expect(libraryFileProblem({ name: 'libro.pdf', type: 'application/pdf', size: 1 })).toBe(
      undefined,
    )
  })
})
