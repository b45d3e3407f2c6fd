/**
 * A copy of the demo with 2,000 library pictures, backed up and restored into a fresh stack as
 * `npm run backup` and `npm run restore` do. Its limit is what a restore cannot do without: the
 * same pictures uploaded to Storage four at a time, on a stack of their own in the same run (what
 * the restore did before it staged its files, issue 40). The restore stages each file, moves it
 * into place after the rows commit, and must stay within 1.5 times that.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { startTestStack, type TestStack } from '../local/testing.ts'
import { connectTarget, restoreBackup, writeBackup } from '../scripts/backup-copy.ts'

const FILES = 2_000
const AT_ONCE = 4
const MAX_RATIO = 1.5

async function pictures(): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: FILES }, (_, index) =>
      sharp({
        create: {
          width: 8,
          height: 8,
          channels: 3,
          background: { r: index % 256, g: Math.floor(index / 256), b: 120 },
        },
      })
        .png()
        .toBuffer(),
    ),
  )
}

/** Uploads every picture to `stack`'s images bucket, `AT_ONCE` at a time; the milliseconds. */
async function uploadAll(stack: TestStack, files: Buffer[]): Promise<number> {
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < files.length) {
        const index = next++
        await stack.storeFile('images', `bench/foto-${index}.png`, 'image/png', files[index])
      }
    }),
  )
  return performance.now() - started
}

export async function benchRestore(): Promise<boolean> {
  const scratch = await mkdtemp(join(tmpdir(), 'bench-restore-'))
  const files = await pictures()
  const stacks: TestStack[] = []
  try {
    const original = await startTestStack()
    stacks.push(original)
    await uploadAll(original, files)
    const copy = join(scratch, 'copia.tar')
    const source = connectTarget(original.apiUrl, original.serviceRoleKey, original.dbUrl)
    const written = await writeBackup(source, copy).finally(() => source.close())

    const floorStack = await startTestStack()
    stacks.push(floorStack)
    const floor = await uploadAll(floorStack, files)

    const fresh = await startTestStack()
    stacks.push(fresh)
    const into = connectTarget(fresh.apiUrl, fresh.serviceRoleKey, fresh.dbUrl)
    const restored = await restoreBackup(into, copy).finally(() => into.close())

    const ratio = restored.milliseconds / floor
    const pass = ratio <= MAX_RATIO
    console.log(`\n## A copy of the demo with ${FILES} pictures\n`)
    console.log('| what | time | limit |')
    console.log('|---|---|---|')
    console.log(
      `| backup (${(written.bytes / 1024 / 1024).toFixed(2)} MB) | ${(written.milliseconds / 1000).toFixed(1)} s | |`,
    )
    console.log(
      `| the floor: the ${FILES} pictures uploaded, ${AT_ONCE} at a time | ${(floor / 1000).toFixed(1)} s | the reference |`,
    )
    console.log(
      `| restore into a fresh stack | ${(restored.milliseconds / 1000).toFixed(1)} s (${ratio.toFixed(2)} x) | <= ${MAX_RATIO} x: ${pass ? 'PASS' : 'FAIL'} |`,
    )
    return pass
  } finally {
    await Promise.all(stacks.map((stack) => stack.stop()))
    await rm(scratch, { recursive: true, force: true })
  }
}
