/**
 * Set up before each of the owner's files (vitest.e2e.config.ts): the file runs only while it
 * holds the owner's lane, so one of them at a time writes to the owners' stack, while the other
 * worker goes on with the visitors' files on theirs. Each file writes what the others' pages count
 * (a restored copy replaces every table, Configuración is one row), so they never overlap.
 * The lane is a directory made with mkdir, which only one process can make; it names its holder,
 * so a worker that died holding it does not stop the others.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as pause } from 'node:timers/promises'
import { afterAll, beforeAll, inject } from 'vitest'

const lane = join(inject('lanes'), 'owner')
const holder = join(lane, 'pid')

function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function take() {
  for (;;) {
    try {
      await mkdir(lane)
      await writeFile(holder, String(process.pid))
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const pid = Number(await readFile(holder, 'utf8').catch(() => ''))
    if (pid && !alive(pid)) await rm(lane, { recursive: true, force: true })
    else await pause(200)
  }
}

// The wait is for the other owner's files, however long they take: not a hook's usual limit.
beforeAll(take, 60 * 60_000)
afterAll(() => rm(lane, { recursive: true, force: true }))
