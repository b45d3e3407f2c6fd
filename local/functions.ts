/**
 * Runs the `api` edge function under Deno (restarting when its source changes) and proxies
 * `/functions/v1/<name>/...` to it with `/functions/v1` stripped, as Supabase's gateway does.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, type FSWatcher, watch } from 'node:fs'
import { Agent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { corsHeaders, sendJson } from './http.ts'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const hostScript = join(projectRoot, 'local', 'deno-host.ts')
const RESTART_WAIT_MS = 15_000
const KEPT_OUTPUT_LINES = 60

function denoExecutable() {
  const bundled = join(projectRoot, 'node_modules', 'deno', 'deno')
  return existsSync(bundled) ? bundled : 'deno'
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolvePort(port))
    })
  })
}

export type FunctionRuntimeOptions = {
  entry: string
  env: Record<string, string>
  quiet?: boolean
  watch?: boolean
}

export class FunctionRuntime {
  /** Where the current Deno process listens, as it says once listening. */
  port = 0
  /** Kept-alive connections to the current Deno process; replaced with each new process. */
  agent = new Agent({ keepAlive: true })
  private child: ChildProcess | undefined
  private ready = false
  private restarting = false
  private stopped = false
  private waiters = new Set<() => void>()
  private output: string[] = []
  private exitPromise: Promise<void> = Promise.resolve()
  private watcher: FSWatcher | undefined
  private restartTimer: NodeJS.Timeout | undefined

  constructor(private readonly options: FunctionRuntimeOptions) {}

  get recentOutput() {
    return this.output.join('\n')
  }

  get pid() {
    return this.child?.pid
  }

  private get entry() {
    return resolve(projectRoot, this.options.entry)
  }

  start() {
    this.spawnDeno()
    // Watching from Node rather than with `deno --watch`: a watching Deno outlives `Deno.exit()`,
    // and restarting ourselves tells the proxy exactly when to hold requests.
    if (this.options.watch !== false) {
      this.watcher = watch(dirname(dirname(this.entry)), { recursive: true }, () =>
        this.scheduleRestart(),
      )
    }
  }

  private spawnDeno() {
    this.agent.destroy()
    this.agent = new Agent({ keepAlive: true })
    const config = join(dirname(this.entry), 'deno.json')
    const args = [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--no-prompt',
      ...(existsSync(config) ? ['--config', config] : []),
      hostScript,
    ]
    const child = spawn(denoExecutable(), args, {
      cwd: projectRoot,
      env: {
        ...process.env,
        ...this.options.env,
        FUNCTION_ENTRY: this.entry,
        // Deno takes any free port and names it once it listens (followOutput).
        FUNCTION_PORT: '0',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    this.child = child
    const killOnExit = () => {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
    }
    process.once('exit', killOnExit)
    this.exitPromise = new Promise((resolveExit) => child.once('exit', () => resolveExit()))
    child.once('exit', () => {
      process.off('exit', killOnExit)
      if (this.child === child) {
        this.ready = false
        this.child = undefined
      }
      this.wakeWaiters()
    })
    this.followOutput(child.stdout, process.stdout)
    this.followOutput(child.stderr, process.stderr)
  }

  private scheduleRestart() {
    if (this.stopped) return
    this.ready = false
    this.restarting = true
    clearTimeout(this.restartTimer)
    this.restartTimer = setTimeout(() => void this.restart(), 150)
  }

  private async restart() {
    if (this.stopped) return
    if (!this.options.quiet) console.log('[functions] source changed, restarting the function')
    await this.killDeno()
    if (this.stopped) return
    this.restarting = false
    this.spawnDeno()
  }

  private async killDeno() {
    const child = this.child
    if (!child?.pid || child.exitCode !== null) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      return
    }
    const killTimer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL')
      } catch {}
    }, 3000)
    await this.exitPromise
    clearTimeout(killTimer)
  }

  private followOutput(stream: NodeJS.ReadableStream | null, sink: NodeJS.WriteStream) {
    if (!stream) return
    createInterface({ input: stream }).on('line', (line) => {
      this.output.push(line)
      if (this.output.length > KEPT_OUTPUT_LINES) this.output.shift()
      const listening = /^\[functions\] listening on http:\/\/[^:]+:(\d+)$/.exec(line)
      if (listening) {
        this.port = Number(listening[1])
        this.ready = true
        this.wakeWaiters()
      } else if (!this.options.quiet) sink.write(`[functions] ${line}\n`)
    })
  }

  private wakeWaiters() {
    for (const wake of this.waiters) wake()
    this.waiters.clear()
  }

  /** Resolves true once Deno listens, false if it does not within `timeoutMs` or has exited. */
  async waitUntilReady(timeoutMs = RESTART_WAIT_MS) {
    const deadline = Date.now() + timeoutMs
    while (!this.ready) {
      if ((!this.child && !this.restarting) || this.stopped || Date.now() >= deadline) return false
      await new Promise<void>((wake) => {
        const timer = setTimeout(wake, Math.min(250, deadline - Date.now()))
        this.waiters.add(() => {
          clearTimeout(timer)
          wake()
        })
      })
    }
    return true
  }

  async stop() {
    this.stopped = true
    clearTimeout(this.restartTimer)
    this.watcher?.close()
    await this.killDeno()
    this.agent.destroy()
  }
}

function unavailable(request: IncomingMessage, response: ServerResponse) {
  if (response.headersSent) return response.destroy()
  sendJson(
    response,
    503,
    {
      code: 'function_unavailable',
      message: 'The edge function is not running (starting, restarting or crashed).',
    },
    corsHeaders(request),
  )
}

function forwardedFor(request: IncomingMessage) {
  const remote = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
  const existing = request.headers['x-forwarded-for']
  return existing ? `${existing}, ${remote}` : remote
}

function hasBody(request: IncomingMessage) {
  const length = request.headers['content-length']
  return request.headers['transfer-encoding'] != null || (length != null && length !== '0')
}

/** Proxies one request to the function; `path` is what the function sees, e.g. `/api/health`. */
export async function proxyToFunction(
  runtime: FunctionRuntime,
  request: IncomingMessage,
  response: ServerResponse,
  pathWithQuery: string,
) {
  const retryable = !hasBody(request)
  for (let attempt = 0; ; attempt++) {
    if (!(await runtime.waitUntilReady())) return unavailable(request, response)
    const outcome = await forwardOnce(runtime, request, response, pathWithQuery)
    if (outcome !== 'refused') return
    if (!retryable || attempt >= 3) return unavailable(request, response)
    await new Promise((wait) => setTimeout(wait, 200))
  }
}

function forwardOnce(
  runtime: FunctionRuntime,
  request: IncomingMessage,
  response: ServerResponse,
  pathWithQuery: string,
): Promise<'done' | 'refused'> {
  return new Promise((settle) => {
    let answered = false
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: runtime.port,
        agent: runtime.agent,
        method: request.method,
        path: pathWithQuery,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor(request) },
      },
      (answer) => {
        answered = true
        const headers = { ...answer.headers }
        // An answer given before the whole body arrived (e.g. 413): like nginx, close the
        // connection afterwards so the client never reuses a socket with half a body in it.
        if (!request.complete) {
          headers.connection = 'close'
          delete headers['keep-alive']
        }
        // The function's CORS answer is passed through untouched, as Supabase's gateway does:
        // the function alone decides which origins may read it (ALLOWED_ORIGINS).
        response.writeHead(answer.statusCode ?? 502, headers)
        answer.pipe(response)
        answer.once('end', () => {
          if (!request.complete) {
            request.unpipe(upstream)
            request.resume()
          }
          settle('done')
        })
        answer.once('error', () => {
          response.destroy()
          settle('done')
        })
      },
    )
    upstream.once('error', (error: NodeJS.ErrnoException) => {
      if (answered) {
        // The function answered before reading the whole body (e.g. 413) and closed its side.
        // The answer still reaches the client; the rest of the body is read and dropped so the
        // client's connection stays usable.
        request.unpipe(upstream)
        request.resume()
        return
      }
      if (!response.headersSent && ['ECONNREFUSED', 'ECONNRESET'].includes(error.code ?? '')) {
        settle('refused')
      } else {
        response.destroy()
        settle('done')
      }
    })
    response.once('close', () => {
      if (!response.writableFinished) upstream.destroy()
    })
    if (hasBody(request)) request.pipe(upstream)
    else upstream.end()
  })
}
