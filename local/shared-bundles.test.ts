import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { STAND_INS, writeAddresses } from './shared-bundles.ts'

const STACK = {
  supabaseUrl: 'http://127.0.0.1:41234',
  anonKey: 'eyJhbGciOiJIUzI1NiJ9.stack-key.signature',
  siteUrl: 'http://127.0.0.1:41235',
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shared-bundles-test-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('a copy of the shared bundles gets its stack written in', () => {
  it("every stand-in in the text files becomes the stack's address, in nested folders too", async () => {
    await mkdir(join(dir, 'assets'))
    const script = `const e={VITE_SUPABASE_URL:"${STAND_INS.supabaseUrl}",VITE_SUPABASE_ANON_KEY:"${STAND_INS.anonKey}",VITE_SITE_URL:"${STAND_INS.siteUrl}"};fetch("${STAND_INS.supabaseUrl}/functions/v1/api")`
    await writeFile(join(dir, 'assets', 'index-abc.js'), script)
    await writeFile(
      join(dir, 'index.html'),
      `<link rel="canonical" href="${STAND_INS.siteUrl}/" />`,
    )
    await writeAddresses(dir, STACK)
    expect(await readFile(join(dir, 'assets', 'index-abc.js'), 'utf8')).toBe(
      `const e={VITE_SUPABASE_URL:"${STACK.supabaseUrl}",VITE_SUPABASE_ANON_KEY:"${STACK.anonKey}",VITE_SITE_URL:"${STACK.siteUrl}"};fetch("${STACK.supabaseUrl}/functions/v1/api")`,
    )
    expect(await readFile(join(dir, 'index.html'), 'utf8')).toBe(
      `<link rel="canonical" href="${STACK.siteUrl}/" />`,
    )
  })

  it('a form of a stand-in it cannot replace (a host alone) fails, naming the file', async () => {
    const file = join(dir, 'policy.json')
    await writeFile(file, JSON.stringify({ connect: new URL(STAND_INS.supabaseUrl).hostname }))
    await expect(writeAddresses(dir, STACK)).rejects.toThrow(
      `${file} still holds a stand-in address`,
    )
  })

  it('pictures and fonts are left as they are', async () => {
    const bytes = Buffer.from(`\x89PNG${STAND_INS.siteUrl}`, 'latin1')
    await writeFile(join(dir, 'hero.png'), bytes)
    await writeAddresses(dir, STACK)
    expect(await readFile(join(dir, 'hero.png'))).toEqual(bytes)
  })
})
