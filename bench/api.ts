/**
 * API throughput: the `api` function under Deno against a reference server that runs the same
 * SQL through the same client with no framework, no auth and no role switch (also under Deno).
 * Runs on the embedded stack, and on PostgreSQL 15 when TEST_DATABASE_URL is set.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../local/functions.ts'
import { startTestStack } from '../local/testing.ts'

type AutocannonResult = {
  requests: { average: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
  timeouts: number
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string
  connections: number
  duration: number
}) => Promise<AutocannonResult>

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const deno = join(root, 'node_modules', 'deno', 'deno')
const denoConfig = join(root, 'edge-functions', 'api', 'deno.json')
const ROUTES = ['/api/services', '/api/activities/featured', '/api/books']
const CONNECTIONS = 50
const DURATION_SECONDS = 10
const WARM_UP_SECONDS = 2
// Issue 27's budget; docs/decisions/012-api-lists-beside-raw-reference.md has the runs that meet it.
const MAX_RATIO_ON_POSTGRES = 1.5
const MIN_REQUESTS_EMBEDDED = 300

type Server = { url: string; stop: () => Promise<void> }

async function startDeno(script: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    deno,
    ['run', '--allow-net', '--allow-env', '--allow-read', '--config', denoConfig, script],
    {
      env: { ...process.env, ...env, PORT: String(port), FUNCTION_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Deno exited while starting ${script}:\n${output}`)
    try {
      const response = await fetch(`${url}/api/services`)
      await response.body?.cancel()
      if (response.ok) break
    } catch {}
    if (Date.now() > deadline) throw new Error(`${script} did not answer in 30 s:\n${output}`)
    await new Promise((wait) => setTimeout(wait, 200))
  }
  return {
    url,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done()
        child.once('exit', () => done())
        child.kill('SIGTERM')
      }),
  }
}

/** A short warm-up first, so neither side is measured while its JIT and pool are still cold. */
async function measure(url: string): Promise<AutocannonResult> {
  await autocannon({ url, connections: 10, duration: WARM_UP_SECONDS })
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS })
}

function line(label: string, result: AutocannonResult): string {
  const failures = result.non2xx + result.errors + result.timeouts
  return `  ${label.padEnd(10)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   non-2xx/errors ${failures}`
}

async function compare(
  title: string,
  env: Record<string, string>,
  check: (route: string, fn: AutocannonResult, ratio: number) => string[],
): Promise<boolean> {
  console.log(`\n## ${title} (${CONNECTIONS} connections, ${DURATION_SECONDS} s per route)\n`)
  const fn = await startDeno(join(root, 'local', 'deno-host.ts'), {
    ...env,
    FUNCTION_ENTRY: join(root, 'edge-functions', 'api', 'index.ts'),
  })
  const reference = await startDeno(join(root, 'bench', 'reference-server.ts'), env)
  let passed = true
  try {
    for (const route of ROUTES) {
      const functionResult = await measure(fn.url + route)
      const referenceResult = await measure(reference.url + route)
      const ratio = referenceResult.requests.average / Math.max(functionResult.requests.average, 1)
      console.log(`${route}`)
      console.log(line('function', functionResult))
      console.log(line('reference', referenceResult))
      const failures = functionResult.non2xx + functionResult.errors + functionResult.timeouts
      const verdicts = [
        `${failures === 0 ? 'PASS' : 'FAIL'} zero non-2xx answers from the function`,
        ...check(route, functionResult, ratio),
      ]
      console.log(`  ratio reference/function: ${ratio.toFixed(2)}`)
      for (const verdict of verdicts) {
        console.log(`  ${verdict}`)
        if (verdict.startsWith('FAIL')) passed = false
      }
    }
  } finally {
    await fn.stop()
    await reference.stop()
  }
  return passed
}

export async function benchApi(): Promise<void> {
  const stack = await startTestStack()
  const baseEnv = {
    SUPABASE_URL: stack.apiUrl,
    SUPABASE_ANON_KEY: stack.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
  }
  try {
    await compare(
      'Embedded stack (PGlite behind the wire server)',
      { ...baseEnv, SUPABASE_DB_URL: stack.dbUrl, API_DB_POOL_SIZE: '4' },
      (_route, result) => [
        `${result.requests.average >= MIN_REQUESTS_EMBEDDED ? 'PASS' : 'FAIL'} at least ${MIN_REQUESTS_EMBEDDED} req/s on the embedded stack`,
      ],
    )

    const postgresUrl = process.env.TEST_DATABASE_URL
    if (!postgresUrl) {
      console.log('\n## PostgreSQL 15: skipped (set TEST_DATABASE_URL to measure it)')
      return
    }
    const { prepareDatabaseAt } = await import('../local/db.ts')
    const database = await prepareDatabaseAt(postgresUrl)
    try {
      await compare(
        'PostgreSQL 15',
        { ...baseEnv, SUPABASE_DB_URL: database.url, API_DB_POOL_SIZE: '10' },
        (_route, _result, ratio) => [
          `${ratio <= MAX_RATIO_ON_POSTGRES ? 'PASS' : 'FAIL'} ratio at most ${MAX_RATIO_ON_POSTGRES.toFixed(1)}`,
        ],
      )
    } finally {
      await database.drop()
    }
  } finally {
    await stack.stop()
  }
}
