import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { moveBuildMetadata, replaceFile, stalePages } from './prerender-files.ts'

let root: string

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'prerender-files-'))
})

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

async function page(path: string) {
  await mkdir(join(root, path.slice(1)), { recursive: true })
  await writeFile(join(root, path.slice(1), 'index.html'), '<h1>página</h1>')
}

describe('replaceFile', () => {
  it('replaces a file whole and leaves no draft behind', async () => {
    const file = join(root, 'album', '3', 'index.html')
    await replaceFile(file, 'antes')
    await replaceFile(file, 'después')
    expect(await readFile(file, 'utf8')).toBe('después')
    expect(await readdir(join(root, 'album', '3'))).toEqual(['index.html'])
  })
})

describe('stalePages', () => {
  it('names the content pages no longer listed, and nothing else', async () => {
    await page('/album/1')
    await page('/album/2')
    await page('/actividades/5')
    await page('/nosotros')
    await writeFile(join(root, 'album', '404.html'), 'la app')
    await mkdir(join(root, 'album', 'vacia'))
    const routes = { appPrefixes: ['/admin'], contentPrefixes: ['/actividades', '/album'] }
    expect(await stalePages(root, routes, ['/album/1'])).toEqual(['/actividades/5', '/album/2'])
    expect(await stalePages(root, routes, ['/album/1', '/album/2', '/actividades/5'])).toEqual([])
  })

  it('is content with a folder the build has not made', async () => {
    expect(await stalePages(root, { appPrefixes: [], contentPrefixes: ['/album'] }, [])).toEqual([])
  })
})

describe('moveBuildMetadata', () => {
  it('leaves nothing of the build metadata (.vite, its manifests) in the site that deploys', async () => {
    const site = join(root, 'dist')
    const meta = join(root, 'meta')
    await mkdir(join(site, '.vite'), { recursive: true })
    await writeFile(join(site, '.vite', 'manifest.json'), '{"index.html":{}}')
    await writeFile(join(site, '.vite', 'islands-manifest.json'), '{"src/islands.tsx":{}}')
    await writeFile(join(site, 'index.html'), '<h1>Inicio</h1>')
    const kept = await moveBuildMetadata(site, meta)
    expect(await readdir(site)).toEqual(['index.html'])
    expect(await readFile(join(kept, 'islands-manifest.json'), 'utf8')).toBe(
      '{"src/islands.tsx":{}}',
    )
    // A prerender run again after an edit still finds it.
    expect(await moveBuildMetadata(site, meta)).toBe(kept)
    expect((await readdir(kept)).sort()).toEqual(['islands-manifest.json', 'manifest.json'])
  })
})
