/** How the prerenderer writes and removes pages in a site that may be serving visitors. */
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { HostRoutes } from './host-rules.ts'

/** Writes a file whole: beside it first, then renamed over it, so no reader sees it half written. */
export async function replaceFile(file: string, content: string | Uint8Array) {
  await mkdir(dirname(file), { recursive: true })
  const draft = `${file}.${process.pid}.tmp`
  await writeFile(draft, content)
  await rename(draft, file)
}

/**
 * The prerendered pages under a content folder (`/album/3`) that are no longer among
 * `contentPaths`: their album or activity is gone, or hidden.
 */
export async function stalePages(
  root: string,
  { contentPrefixes }: HostRoutes,
  contentPaths: readonly string[],
): Promise<string[]> {
  const current = new Set(contentPaths)
  const stale: string[] = []
  for (const prefix of contentPrefixes) {
    const folder = join(root, prefix.slice(1))
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      const path = `${prefix}/${entry.name}`
      if (
        entry.isDirectory() &&
        !current.has(path) &&
        existsSync(join(folder, entry.name, 'index.html'))
      ) {
        stale.push(path)
      }
    }
  }
  return stale.sort()
}

/** Vite's build metadata (its manifests), which the build leaves in the site's `.vite` folder. */
export const BUILD_METADATA_DIR = '.vite'

/**
 * Moves the build's metadata out of the site into `metaDir`, where the prerenderer (and a
 * prerender run again after an edit) reads the islands' manifest: nothing under `.vite` is
 * published. A site without it (already moved) leaves `metaDir` as it is.
 */
export async function moveBuildMetadata(site: string, metaDir: string): Promise<string> {
  const published = join(site, BUILD_METADATA_DIR)
  const kept = join(metaDir, BUILD_METADATA_DIR)
  if (existsSync(published)) {
    await rm(kept, { recursive: true, force: true })
    await mkdir(metaDir, { recursive: true })
    // Copied, not renamed: the two may be on different file systems (SITE_BUILD_DIR in /tmp).
    await cp(published, kept, { recursive: true })
    await rm(published, { recursive: true, force: true })
  }
  return kept
}
