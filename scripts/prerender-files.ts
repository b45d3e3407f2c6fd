/** How the prerenderer writes and removes pages in a site that may be serving visitors. */
import { existsSync } from 'node:fs'
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { HostRoutes } from './host-rules.ts'

/** Writes a file whole: beside it first, then renamed over it, so no reader sees it half written. */
export async function replaceFile(file: string, content: string) {
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
