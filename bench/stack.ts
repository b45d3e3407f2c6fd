/**
 * Start-up time and idle memory of the embedded stack, plus the wire server's throughput.
 * Cold = empty data directory (bootstrap, migrations, seed, demo admin); warm = the same directory
 * again. Both are measured until `GET /functions/v1/api/health` answers, each in a fresh Node
 * process so that one start's memory does not count against the other.
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import postgres from 'postgres'
import { type Stack, startStack } from '../local/stack.ts'

const BUDGET_WARM_MS = 3000
const BUDGET_COLD_MS = 20_000
const BUDGET_IDLE_MB = 400
const IDLE_SETTLE_MS = 2000

type Measurement = {
  milliseconds: number
  nodeMb: number
  denoMb: number
  queriesPerSecond?: number
}

function residentMegabytes(pid: number | 'self') {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

async function wireThroughput(stack: Stack, connections: number, seconds: number) {
  const sql = postgres(stack.dbUrl, { max: connections, prepare: false })
  await sql`select 1`
  let queries = 0
  const deadline = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      while (Date.now() < deadline) {
        await sql`select ${connection}::int + ${queries}::int as sum`
        queries++
      }
    }),
  )
  await sql.end()
  return queries / seconds
}

/** Runs in the child process: start, settle, measure, optionally load the wire server, stop. */
async function measureOnce(dataDir: string, withThroughput: boolean): Promise<Measurement> {
  const started = performance.now()
  const stack = await startStack({
    dataDir,
    apiPort: 0,
    dbPort: 0,
    mailboxPort: 0,
    quiet: true,
    watch: false,
  })
  const milliseconds = performance.now() - started
  await new Promise((settle) => setTimeout(settle, IDLE_SETTLE_MS))
  const nodeMb = residentMegabytes('self')
  const denoMb = stack.childPids().reduce((sum, pid) => sum + residentMegabytes(pid), 0)
  const queriesPerSecond = withThroughput ? await wireThroughput(stack, 10, 5) : undefined
  await stack.stop()
  return { milliseconds, nodeMb, denoMb, queriesPerSecond }
}

async function measureInChild(dataDir: string, withThroughput: boolean) {
  const args = ['--import', 'tsx', fileURLToPath(import.meta.url), '--measure', dataDir]
  if (withThroughput) args.push('--throughput')
  const { stdout } = await promisify(execFile)(process.execPath, args, { timeout: 120_000 })
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Measurement
}

function verdict(label: string, value: number, budget: number, unit: string) {
  const pass = value < budget
  console.log(
    `${pass ? 'PASS' : 'FAIL'} ${label}: ${value.toFixed(0)} ${unit} (budget < ${budget} ${unit})`,
  )
}

export async function benchStack(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-stack-'))
  try {
    const cold = await measureInChild(dataDir, false)
    const warm = await measureInChild(dataDir, true)
    const idleMb = warm.nodeMb + warm.denoMb
    console.log(`cold start (empty data dir): ${cold.milliseconds.toFixed(0)} ms`)
    console.log(`warm start (same data dir):  ${warm.milliseconds.toFixed(0)} ms`)
    console.log(
      `idle memory after a warm start: node ${warm.nodeMb.toFixed(0)} MB + deno ${warm.denoMb.toFixed(0)} MB = ${idleMb.toFixed(0)} MB`,
    )
    console.log(
      `wire server: ${warm.queriesPerSecond?.toFixed(0)} parameterised selects/s, 10 connections (postgres.js, prepare: false)`,
    )
    verdict('warm start', warm.milliseconds, BUDGET_WARM_MS, 'ms')
    verdict('cold start', cold.milliseconds, BUDGET_COLD_MS, 'ms')
    verdict('idle memory', idleMb, BUDGET_IDLE_MB, 'MB')
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

const measureAt = process.argv.indexOf('--measure')
if (measureAt > 0) {
  const result = await measureOnce(
    process.argv[measureAt + 1],
    process.argv.includes('--throughput'),
  )
  console.log(JSON.stringify(result))
} else if (import.meta.url === `file://${process.argv[1]}`) {
  await benchStack()
}
