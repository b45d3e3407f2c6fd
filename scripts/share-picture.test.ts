import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OG_IMAGE_PATH } from '../web/src/app/head.ts'
import { SHARE_PICTURE_FOLDER, writeSharePicture } from './share-picture.ts'

let site: string

beforeEach(async () => {
  site = await mkdtemp(join(tmpdir(), 'share-picture-'))
  await mkdir(join(site, 'demo'))
  const portrait = await sharp({
    create: { width: 800, height: 1200, channels: 3, background: '#3a7d5c' },
  })
    .webp()
    .toBuffer()
  await writeFile(join(site, 'demo', 'retrato.webp'), portrait)
})
afterEach(() => rm(site, { recursive: true, force: true }))

describe("the owner's share picture is cut to 1200x630 by the build", () => {
  it('a picture of any shape becomes a 1200x630 JPEG beside the pages, named by its content', async () => {
    const path = await writeSharePicture('/demo/retrato.webp', site)
    expect(path).toMatch(new RegExp(`^/${SHARE_PICTURE_FOLDER}/[0-9a-f]{16}\\.jpg$`))
    const cut = await sharp(join(site, path.slice(1))).metadata()
    expect({ width: cut.width, height: cut.height, format: cut.format }).toEqual({
      width: 1200,
      height: 630,
      format: 'jpeg',
    })
  })

  it('with no picture chosen, the pages share the drawn one and earlier cuts are removed', async () => {
    const earlier = await writeSharePicture('/demo/retrato.webp', site)
    expect(await writeSharePicture(undefined, site)).toBe(OG_IMAGE_PATH)
    expect(existsSync(join(site, earlier.slice(1)))).toBe(false)
  })

  it('a picture that cannot be read, or a path leaving the site, falls back to the drawn one', async () => {
    await writeFile(join(site, 'demo', 'roto.webp'), 'no es una imagen')
    expect(await writeSharePicture('/demo/roto.webp', site)).toBe(OG_IMAGE_PATH)
    expect(await writeSharePicture('/demo/no-existe.webp', site)).toBe(OG_IMAGE_PATH)
    expect(await writeSharePicture('/%2e%2e/%2e%2e/etc/passwd', site)).toBe(OG_IMAGE_PATH)
    expect(await readdir(join(site, SHARE_PICTURE_FOLDER)).catch(() => [])).toEqual([])
  })
})
