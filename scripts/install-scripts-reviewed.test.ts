import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { unreviewedInstallScripts } from './install-scripts-reviewed.ts'

describe('install scripts reviewed', () => {
  it('names every package whose install script allowScripts does not cover', () => {
    const listing = {
      allowScripts: [
        { name: 'sharp', changes: [{ key: 'sharp@0.34.5', change: 'pending' }] },
        { name: 'canvas', changes: [{ key: 'canvas@3.0.0', change: 'pending' }] },
      ],
    }
    expect(unreviewedInstallScripts(listing)).toEqual(['sharp@0.34.5', 'canvas@3.0.0'])
  })

  it('passes when npm lists nothing left to review', () => {
    expect(unreviewedInstallScripts({ allowScripts: [] })).toEqual([])
    expect(unreviewedInstallScripts({})).toEqual([])
  })

  it('the project approves exactly the install scripts it needs', async () => {
    const manifest = await readFile(new URL('../package.json', import.meta.url), 'utf8')
    const { allowScripts } = JSON.parse(manifest) as { allowScripts: Record<string, boolean> }
    expect(allowScripts).toEqual({ node: true, deno: true, esbuild: true, sharp: true })
  })
})
