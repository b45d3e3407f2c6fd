/**
 * The embedded stand-in for `supabase start`: PGlite persisted in `dataDir`, the Postgres wire
 * protocol on `dbPort`, and on `apiPort` the Auth, Storage and Functions paths of Supabase's
 * gateway (same URLs, keys and JSON shapes), with the `api` function running under Deno.
 */
import { mkdir } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { handleAuth, SIGN_INS_PER_FIVE_MINUTES, SignInLimiter } from './auth.ts'
import { ResendLimiter, recoverySettings } from './auth-recovery.ts'
import { readAuthConfig } from './config.ts'
import { prepareDatabase } from './db.ts'
import { startPublishingDueChanges } from './due-changes.ts'
import { FunctionRuntime, proxyToFunction } from './functions.ts'
import { applyCors, bearerToken, isPreflight, sendJson } from './http.ts'
import { loadApiKeys, loadSigningKeys, TokenIssuer } from './keys.ts'
import { Mailbox } from './mailbox.ts'
import { type Caller, handleStorage, storageError } from './storage.ts'
import { createResumableUploads, RESUMABLE_PATH } from './storage-tus.ts'
import { startTrashPurge } from './trash-purge.ts'
import { startWireServer, type WireServer } from './wire.ts'

export type StackOptions = {
  dataDir: string
  apiPort?: number
  dbPort?: number
  functionsEntry?: string
  quiet?: boolean
  /** Restart the function when `edge-functions/` changes (default true). */
  watch?: boolean
  /** Create the demo admin on a fresh database (default true). */
  demoAdmin?: boolean
  /**
   * Auth's password sign-ins per address per 5 minutes, as hosted Auth limits them (default 30,
   * supabase/config.toml); `Infinity` for none.
   */
  authSignInsPerFiveMinutes?: number
  /** Told the email of every password sign-in Auth judges. */
  onPasswordGrant?: (email: string) => void
  /** The local mailbox's web page (default 54324, as `supabase start`; 0 for a free port). */
  mailboxPort?: number
  /** Auth's site URL and extra redirect URLs (default: supabase/config.toml's). */
  siteUrl?: string
  additionalRedirectUrls?: string[]
  /**
   * Told the API's URL and anon key as soon as every service listens, while the database is still
   * being prepared and the function started: a request made from then on waits for them, so a
   * client (the site's dev server) can start alongside instead of after.
   */
  onListening?: (api: { apiUrl: string; anonKey: string }) => void
}

export type Stack = {
  apiUrl: string
  functionsUrl: string
  dbUrl: string
  anonKey: string
  serviceRoleKey: string
  jwks: { keys: object[] }
  db: PGlite
  wire: WireServer
  migrations: { fresh: boolean; applied: string[] }
  /** Every mail Auth sent, kept under `<dataDir>/mail/` and listed at `mailboxUrl`. */
  mailbox: Mailbox
  mailboxUrl: string
  /** Lets Auth redirect to one more URL pattern (e.g. a site started after the stack). */
  allowAuthRedirect(pattern: string): void
  /** Process ids of the stack's child processes (the Deno function host). */
  childPids(): number[]
  stop(): Promise<void>
}

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly service: string,
  ) {
    super(`Port ${port} (${service}) is already in use`)
  }
}

// Postgres' default 128 MB of shared buffers is most of PGlite's memory; the site's data fits in a
// few MB, and a smaller pool keeps the idle stack well under its memory budget.
const SERVER_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'work_mem=2MB']

function openStackDatabase(dataDir: string) {
  return PGlite.create({
    dataDir,
    extensions: { pgcrypto },
    startParams: [...PGlite.defaultStartParams, ...SERVER_SETTINGS],
  })
}

/** Auth paths a browser opens straight from an email, without an API key, as on Supabase. */
const OPEN_AUTH_PATHS = new Set(['/.well-known/jwks.json', '/health', '/verify'])
const FUNCTION_NAMES = new Set(['api'])
const FUNCTIONS_PREFIX = '/functions/v1'
const HEALTH_TIMEOUT_MS = 60_000

function listen(server: Server, port: number, service: string) {
  return new Promise<number>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, service) : error),
    )
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    })
  })
}

async function waitForHealth(url: string, runtime: FunctionRuntime) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (await runtime.waitUntilReady(1000)) {
      const answer = await fetch(url).catch(() => undefined)
      if (answer?.ok) return
    } else if (!runtime.pid) {
      break
    }
    await new Promise((wait) => setTimeout(wait, 50))
  }
  throw new Error(`The api function did not answer ${url}.\n${runtime.recentOutput}`)
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const { dataDir, apiPort = 54321, dbPort = 54322, quiet = false } = options
  await mkdir(dataDir, { recursive: true })
  const storageRoot = join(dataDir, 'storage')
  await mkdir(storageRoot, { recursive: true })

  const database = openStackDatabase(join(dataDir, 'pgdata')).then(async (db) => ({
    db,
    migrations: await prepareDatabase(db, { demoAdmin: options.demoAdmin ?? true }),
  }))
  database.catch(() => {})
  const keys = await loadSigningKeys(dataDir)

  const server = createServer()
  const cleanups: (() => Promise<unknown>)[] = []
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {})
  }
  try {
    const boundApiPort = await listen(server, apiPort, 'API')
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections()
          server.close(() => resolve())
        }),
    )
    const apiUrl = `http://127.0.0.1:${boundApiPort}`
    const issuer = new TokenIssuer(keys, `${apiUrl}/auth/v1`)
    const { anonKey, serviceRoleKey } = await loadApiKeys(dataDir, issuer)

    const wire = await startWireServer(
      database.then(({ db }) => db),
      { port: dbPort },
    ).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EADDRINUSE' ? new PortInUseError(dbPort, 'Postgres') : error
    })
    cleanups.push(() => wire.stop())

    const runtime = new FunctionRuntime({
      entry: options.functionsEntry ?? 'edge-functions/api/index.ts',
      quiet,
      watch: options.watch,
      env: {
        SUPABASE_URL: apiUrl,
        SUPABASE_ANON_KEY: anonKey,
        SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
        SUPABASE_DB_URL: wire.url,
      },
    })
    runtime.start()
    cleanups.push(() => runtime.stop())

    const mailbox = new Mailbox(join(dataDir, 'mail'), quiet)
    const mailboxUrl = await mailbox
      .listen(options.mailboxPort ?? 54324)
      .catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EADDRINUSE'
          ? new PortInUseError(options.mailboxPort ?? 54324, 'Mailbox')
          : error
      })
    cleanups.push(() => mailbox.close())
    const authConfig = readAuthConfig()
    const settings = recoverySettings(authConfig)
    const recovery = {
      ...settings,
      siteUrl: options.siteUrl ?? settings.siteUrl,
      additionalRedirectUrls: [
        ...(options.additionalRedirectUrls ?? settings.additionalRedirectUrls),
      ],
      mailbox,
      authUrl: `${apiUrl}/auth/v1`,
      resendLimiter: new ResendLimiter(settings.resendAfterSeconds * 1000),
      challenges: new Map(),
      authCodes: new Map(),
    }
    const services = {
      recovery,
      issuer,
      withSession: wire.withSession,
      signInLimiter: new SignInLimiter(
        options.authSignInsPerFiveMinutes ?? SIGN_INS_PER_FIVE_MINUTES,
      ),
      onPasswordGrant: options.onPasswordGrant,
      refreshTokenReuseIntervalSeconds: authConfig.refreshTokenReuseIntervalSeconds,
      minimumPasswordLength: authConfig.minimumPasswordLength,
      requireCurrentPassword: authConfig.requireCurrentPassword,
    }
    const storage = { root: storageRoot, withSession: wire.withSession }
    const resumableUploads = createResumableUploads(storage, join(dataDir, 'resumable-uploads'))
    cleanups.push(async () => resumableUploads.close())
    const stopTrashPurge = startTrashPurge(storage)
    cleanups.push(async () => stopTrashPurge())
    const stopPublishingDueChanges = startPublishingDueChanges(wire)
    cleanups.push(async () => stopPublishingDueChanges())
    const validApiKeys = new Set([anonKey, serviceRoleKey])

    const callerOf = (request: IncomingMessage) => async (): Promise<Caller> => {
      const token = bearerToken(request) ?? (request.headers.apikey as string | undefined)
      if (!token) return { role: 'anon', claims: { role: 'anon' } }
      try {
        const claims = await issuer.verify(token)
        const role = String(claims.role)
        if (!['anon', 'authenticated', 'service_role'].includes(role)) throw new Error(role)
        return { role, claims }
      } catch {
        throw storageError('403', 'Unauthorized', 'invalid signature')
      }
    }

    const route = async (request: IncomingMessage, response: ServerResponse) => {
      const url = URL.parse(request.url ?? '/', apiUrl)
      if (!url) return sendJson(response, 400, { message: 'Invalid request target' })
      const path = url.pathname
      if (path.startsWith(`${FUNCTIONS_PREFIX}/`)) {
        const functionPath = path.slice(FUNCTIONS_PREFIX.length)
        const name = functionPath.split('/')[1]
        if (!FUNCTION_NAMES.has(name)) {
          applyCors(request, response)
          return sendJson(response, 404, {
            code: 'NOT_FOUND',
            message: 'Requested function was not found',
          })
        }
        return proxyToFunction(runtime, request, response, functionPath + url.search)
      }
      applyCors(request, response)
      if (isPreflight(request)) {
        response.writeHead(204)
        return response.end()
      }
      const apiKey =
        (request.headers.apikey as string | undefined) ?? url.searchParams.get('apikey')
      const requireApiKey = () => {
        if (!apiKey) {
          sendJson(response, 401, { message: 'No API key found in request' })
          return false
        }
        if (!validApiKeys.has(apiKey)) {
          sendJson(response, 401, {
            message: 'Invalid API key',
            hint: 'Double check your Supabase `anon` or `service_role` API key.',
          })
          return false
        }
        return true
      }
      if (path.startsWith('/auth/v1/')) {
        const authPath = path.slice('/auth/v1'.length)
        const open = OPEN_AUTH_PATHS.has(authPath)
        if (!open && !requireApiKey()) return
        return handleAuth(services, request, response, authPath, url.searchParams)
      }
      if (path.startsWith('/storage/v1/')) {
        // A browser then renders a file only as the type it was stored as, never as what its
        // bytes look like (an HTML page stored as image/png stays a broken image).
        response.setHeader('X-Content-Type-Options', 'nosniff')
        const storagePath = path.slice('/storage/v1'.length)
        const publicRead =
          (request.method === 'GET' || request.method === 'HEAD') &&
          storagePath.startsWith('/object/public/')
        if (!publicRead && !requireApiKey()) return
        if (path === RESUMABLE_PATH || path.startsWith(`${RESUMABLE_PATH}/`)) {
          return resumableUploads.handle(callerOf(request), request, response)
        }
        return handleStorage(storage, callerOf(request), request, response, storagePath)
      }
      sendJson(response, 404, { message: 'no Route matched with those values' })
    }

    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      route(request, response).catch((error) => {
        console.error('[local stack]', request.method, request.url, error)
        if (response.headersSent) return response.destroy()
        sendJson(response, 500, { message: 'Internal error in the local stack' })
      })
    })

    options.onListening?.({ apiUrl, anonKey })
    const [{ db, migrations }] = await Promise.all([
      database,
      waitForHealth(`${apiUrl}${FUNCTIONS_PREFIX}/api/health`, runtime),
    ])
    cleanups.unshift(() => db.close())

    return {
      apiUrl,
      functionsUrl: `${apiUrl}${FUNCTIONS_PREFIX}`,
      dbUrl: wire.url,
      anonKey,
      serviceRoleKey,
      jwks: issuer.jwks,
      db,
      wire,
      migrations,
      mailbox,
      mailboxUrl,
      allowAuthRedirect: (pattern) => recovery.additionalRedirectUrls.push(pattern),
      childPids: () => (runtime.pid ? [runtime.pid] : []),
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    await database.then(({ db }) => db.close()).catch(() => {})
    throw error
  }
}
