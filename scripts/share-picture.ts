/**
 * The owner's «Imagen para compartir» as link previews want it: the build reads the picture she
 * chose (one of the library's, or a link to one), cuts it to 1200x630 around what draws the eye
 * and writes it beside the pages, named by its content, so a new picture is a new address that
 * previews fetch afresh. Without one, or when it cannot be read, the pages share the drawn
 * picture (web/public/og-image.png, scripts/make-og-image.ts).
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, rm } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import sharp from 'sharp'
import { OG_IMAGE_PATH, SHARE_PICTURE_SIZE } from '../web/src/app/head.ts'
import { replaceFile } from './prerender-files.ts'

/** The folder of the built site the cut picture is written to. */
export const SHARE_PICTURE_FOLDER = 'og'

/** A picture larger than any the library keeps is not read whole into the build's memory. */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024
const FETCH_WAIT_MS = 15_000

/** The picture's bytes: a path of the site is read from the built site, a link fetched. */
async function sourceBytes(source: string, site: string): Promise<Buffer> {
  if (source.startsWith('/')) {
    const file = resolve(
      site,
      `.${decodeURIComponent(new URL(source, 'http://site.local').pathname)}`,
    )
    if (!file.startsWith(resolve(site) + sep)) throw new Error(`${source} is outside the site`)
    return readFile(file)
  }
  const answer = await fetch(source, { signal: AbortSignal.timeout(FETCH_WAIT_MS) })
  if (!answer.ok) throw new Error(`${source} answered ${answer.status}`)
  if (Number(answer.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) {
    throw new Error(`${source} is larger than ${MAX_SOURCE_BYTES} bytes`)
  }
  const bytes = Buffer.from(await answer.arrayBuffer())
  if (bytes.length > MAX_SOURCE_BYTES)
    throw new Error(`${source} is larger than ${MAX_SOURCE_BYTES} bytes`)
  return bytes
}

/** Any picture cut to the share size, as a JPEG (what every preview reads). */
export function cutToShareSize(picture: Buffer): Promise<Buffer> {
  return sharp(picture)
    .rotate()
    .resize(SHARE_PICTURE_SIZE.width, SHARE_PICTURE_SIZE.height, {
      fit: 'cover',
      position: sharp.strategy.attention,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer()
}

/**
 * Writes the share picture for `source` into the built site and answers its path; with no
 * source, or one that cannot be read or is not a picture, answers the drawn picture's (saying why
 * in one line). The pictures of earlier builds are removed.
 */
export async function writeSharePicture(source: string | undefined, site: string): Promise<string> {
  const folder = join(site, SHARE_PICTURE_FOLDER)
  let path = OG_IMAGE_PATH
  if (source) {
    try {
      const cut = await cutToShareSize(await sourceBytes(source, site))
      const name = `${createHash('sha256').update(cut).digest('hex').slice(0, 16)}.jpg`
      await replaceFile(join(folder, name), cut)
      path = `/${SHARE_PICTURE_FOLDER}/${name}`
    } catch (error) {
      console.log(
        `The share picture ${source} could not be cut (${(error as Error).message}); the pages share ${OG_IMAGE_PATH}.`,
      )
    }
  }
  const kept = path.split('/').at(-1)
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    if (name !== kept) await rm(join(folder, name), { force: true })
  }
  return path
}
