/**
 * A Postgres wire-protocol server over one PGlite instance, so psql and postgres.js connect to
 * the embedded database as they would to `supabase start` (postgresql://postgres:postgres@...).
 *
 * PGlite is a single backend session, shared by every connection. Correctness rests on three
 * rules:
 * - A client's messages are buffered up to a Sync, a simple Query or a Flush, and that whole batch
 *   runs in one `execProtocolRawStream` call, so the Parse/Bind/Execute of two clients never
 *   interleave.
 * - After a batch that leaves the session inside a transaction (ReadyForQuery status T or E) or in
 *   the middle of an extended-protocol exchange (it ended with a Flush, as postgres.js does to
 *   describe a statement before binding it), only that client's batches run until it is idle.
 * - A client that goes away while it holds the session has its transaction rolled back; one that
 *   sits idle inside a transaction while others wait is disconnected after a limit (10 s).
 * The stack's own services (Auth, Storage) take turns through `withSession`.
 */
import { createServer, type Server, type Socket } from 'node:net'
import type { PGlite } from '@electric-sql/pglite'

const SSL_REQUEST_CODE = 80877103
const GSSENC_REQUEST_CODE = 80877104
const CANCEL_REQUEST_CODE = 80877102
const PROTOCOL_VERSION_3 = 196608

type Job = { owner: Connection | null; run: () => Promise<void> }

class SessionScheduler {
  /** Who hears the NOTIFYs that clients' statements raise (see `notificationsIn`). */
  readonly notificationListeners = new Set<(channel: string, payload: string) => void>()

  private queue: Job[] = []
  private holder: Connection | null = null
  private pumping = false
  private idleWaiters: (() => void)[] = []

  constructor(readonly db: PGlite) {}

  /** Resolves once no work is queued or running (used when stopping, before the db closes). */
  whenIdle(): Promise<void> {
    if (!this.pumping && this.queue.length === 0) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  get currentHolder() {
    return this.holder
  }

  hold(connection: Connection | null) {
    this.holder = connection
  }

  schedule(job: Job) {
    this.queue.push(job)
    void this.pump()
  }

  /** Runs before queued work, e.g. releasing a session held by a client that went away. */
  scheduleFirst(job: Job) {
    this.queue.unshift(job)
    void this.pump()
  }

  /** Whether anyone but `connection` has work queued. */
  othersWaiting(connection: Connection) {
    return this.queue.some((job) => job.owner !== connection)
  }

  dropJobsOf(connection: Connection) {
    this.queue = this.queue.filter((job) => job.owner !== connection)
  }

  private nextJobIndex() {
    if (this.queue.length === 0) return -1
    if (!this.holder) return 0
    return this.queue.findIndex((job) => job.owner === this.holder)
  }

  private async pump() {
    if (this.pumping) return
    this.pumping = true
    try {
      for (let index = this.nextJobIndex(); index >= 0; index = this.nextJobIndex()) {
        const [job] = this.queue.splice(index, 1)
        await job.run()
      }
    } finally {
      this.pumping = false
      if (this.queue.length === 0) for (const resolve of this.idleWaiters.splice(0)) resolve()
    }
  }
}

function message(type: string, body: Buffer = Buffer.alloc(0)) {
  const header = Buffer.alloc(5)
  header.write(type, 0, 'latin1')
  header.writeInt32BE(body.length + 4, 1)
  return Buffer.concat([header, body])
}

function parameterStatus(name: string, value: string) {
  return message('S', Buffer.from(`${name}\0${value}\0`))
}

function errorResponse(code: string, text: string) {
  return message('E', Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${text}\0\0`))
}

/**
 * The NotificationResponses in a batch's answer. The one session is every client's, so a NOTIFY
 * that a client's statement raises reaches the session's LISTEN (PGlite's `listen`) only as part
 * of that client's answer, which PGlite passes on without reading.
 */
export function notificationsIn(answer: Buffer): [channel: string, payload: string][] {
  const found: [string, string][] = []
  for (let at = 0; at + 5 <= answer.length; at += 1 + answer.readInt32BE(at + 1)) {
    if (answer[at] !== 0x41) continue
    const body = answer.subarray(at + 9, at + 1 + answer.readInt32BE(at + 1))
    const [channel, payload] = body.toString('utf8').split('\0')
    found.push([channel, payload ?? ''])
  }
  return found
}

const SYNC = message('S')
const ROLLBACK = message('Q', Buffer.from('ROLLBACK\0'))
const RESET_SESSION = message('Q', Buffer.from('RESET ALL\0'))

let nextBackendId = 1

class Connection {
  private idleInTransactionTimer: NodeJS.Timeout | undefined
  private buffer: Buffer = Buffer.alloc(0)
  private started = false
  private pending: Buffer[] = []
  private closed = false
  private readonly backendId = nextBackendId++

  constructor(
    private readonly socket: Socket,
    private readonly scheduler: SessionScheduler,
    private readonly startupParameters: [string, string][],
    private readonly idleInTransactionLimitMs: number,
  ) {
    socket.setNoDelay(true)
    socket.on('data', (chunk) => this.receive(chunk))
    socket.on('error', () => this.close())
    socket.on('close', () => this.close())
  }

  private receive(chunk: Buffer) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk])
    while (!this.closed) {
      if (!this.started ? !this.readStartupPacket() : !this.readMessage()) break
    }
  }

  private readStartupPacket() {
    if (this.buffer.length < 8) return false
    const length = this.buffer.readInt32BE(0)
    if (this.buffer.length < length) return false
    const code = this.buffer.readInt32BE(4)
    this.buffer = this.buffer.subarray(length)
    if (code === SSL_REQUEST_CODE || code === GSSENC_REQUEST_CODE) {
      this.socket.write('N')
    } else if (code === PROTOCOL_VERSION_3) {
      this.started = true
      this.socket.write(this.startupAnswer())
    } else if (code === CANCEL_REQUEST_CODE) {
      this.socket.end()
    } else {
      this.socket.end(errorResponse('08P01', 'unsupported frontend protocol'))
    }
    return true
  }

  private startupAnswer() {
    const backendKey = Buffer.alloc(8)
    backendKey.writeInt32BE(this.backendId, 0)
    backendKey.writeInt32BE(this.backendId * 7919, 4)
    return Buffer.concat([
      message('R', Buffer.from([0, 0, 0, 0])),
      ...this.startupParameters.map(([name, value]) => parameterStatus(name, value)),
      message('K', backendKey),
      message('Z', Buffer.from('I')),
    ])
  }

  private readMessage() {
    if (this.buffer.length < 5) return false
    const end = 1 + this.buffer.readInt32BE(1)
    if (this.buffer.length < end) return false
    const type = String.fromCharCode(this.buffer[0])
    const bytes = this.buffer.subarray(0, end)
    this.buffer = this.buffer.subarray(end)
    if (type === 'X') {
      this.socket.end()
      this.close()
      return false
    }
    clearTimeout(this.idleInTransactionTimer)
    this.pending.push(bytes)
    if (type === 'S' || type === 'Q' || type === 'H') {
      const batch = Buffer.concat(this.pending)
      this.pending = []
      this.scheduler.schedule({ owner: this, run: () => this.execute(batch, type === 'H') })
    }
    return true
  }

  private async execute(batch: Buffer, awaitsMore: boolean) {
    let tail = Buffer.alloc(0)
    const output: Buffer[] = []
    try {
      await this.scheduler.db.runExclusive(() =>
        this.scheduler.db.execProtocolRawStream(new Uint8Array(batch), {
          syncToFs: false,
          onRawData: (data) => {
            const copy = Buffer.from(data)
            tail = Buffer.concat([tail, copy]).subarray(-6)
            if (this.scheduler.notificationListeners.size > 0) output.push(copy)
            if (!this.closed) this.socket.write(copy)
          },
        }),
      )
    } catch (error) {
      this.socket.destroy(error instanceof Error ? error : undefined)
    }
    for (const [channel, payload] of notificationsIn(Buffer.concat(output))) {
      for (const listener of this.scheduler.notificationListeners) listener(channel, payload)
    }
    const idle = !awaitsMore && tail.length === 6 && tail[0] === 0x5a && tail[5] === 0x49
    this.scheduler.hold(idle ? null : this)
    if (!idle) this.watchIdleInTransaction()
  }

  /**
   * On a real server a client idle inside a transaction blocks only the rows it locked; here it
   * blocks everyone (one shared session). So, like idle_in_transaction_session_timeout but only
   * while others are waiting, such a client is disconnected and its transaction rolled back.
   */
  private watchIdleInTransaction() {
    clearTimeout(this.idleInTransactionTimer)
    this.idleInTransactionTimer = setTimeout(() => {
      if (this.closed || this.scheduler.currentHolder !== this) return
      if (!this.scheduler.othersWaiting(this)) return this.watchIdleInTransaction()
      this.socket.end(
        errorResponse('25P03', 'terminating connection due to idle-in-transaction timeout'),
      )
      this.close()
    }, this.idleInTransactionLimitMs)
  }

  private close() {
    if (this.closed) return
    this.closed = true
    clearTimeout(this.idleInTransactionTimer)
    this.scheduler.dropJobsOf(this)
    this.scheduler.scheduleFirst({ owner: this, run: () => this.releaseSession() })
  }

  private async releaseSession() {
    const db = this.scheduler.db
    const heldSession = this.scheduler.currentHolder === this
    const discard = { syncToFs: false, onRawData: () => {} }
    try {
      await db.runExclusive(async () => {
        if (heldSession) {
          await db.execProtocolRawStream(new Uint8Array(Buffer.concat([SYNC, ROLLBACK])), discard)
        }
        await db.execProtocolRawStream(new Uint8Array(RESET_SESSION), discard)
      })
    } catch (error) {
      // When the stack stops, the database may close under a late disconnect: nothing to release.
      if (!db.closed) throw error
    }
    this.scheduler.hold(null)
  }
}

export type WireServer = {
  port: number
  url: string
  /** Runs `work` with the database to itself: no client batch runs meanwhile. */
  withSession<T>(work: (db: PGlite) => Promise<T>): Promise<T>
  connectionCount(): number
  /** Hears every NOTIFY a client's statement raises on a channel the session LISTENs to. */
  onNotification(listener: (channel: string, payload: string) => void): () => void
  stop(): Promise<void>
}

/**
 * Listens at once; connections and `withSession` work wait until `database` is ready, so the port
 * can be handed out (e.g. to the function's environment) while PGlite is still opening.
 */
export async function startWireServer(
  database: PGlite | Promise<PGlite>,
  {
    port = 54322,
    host = '127.0.0.1',
    idleInTransactionLimitMs = 10_000,
  }: { port?: number; host?: string; idleInTransactionLimitMs?: number } = {},
): Promise<WireServer> {
  const session = Promise.resolve(database).then(async (db) => {
    const settings = await db.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in
        ('server_version', 'server_encoding', 'DateStyle', 'TimeZone', 'IntervalStyle',
         'integer_datetimes', 'standard_conforming_strings')`,
    )
    const startupParameters: [string, string][] = [
      ...settings.rows.map((row): [string, string] => [row.name, row.setting]),
      ['client_encoding', 'UTF8'],
      ['application_name', ''],
      ['is_superuser', 'on'],
      ['session_authorization', 'postgres'],
    ]
    return { db, scheduler: new SessionScheduler(db), startupParameters }
  })
  session.catch(() => {})
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    session.then(
      ({ scheduler, startupParameters }) =>
        new Connection(socket, scheduler, startupParameters, idleInTransactionLimitMs),
      () => socket.destroy(),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port

  return {
    port: boundPort,
    url: `postgresql://postgres:postgres@${host}:${boundPort}/postgres`,
    withSession: (work) =>
      session.then(
        ({ db, scheduler }) =>
          new Promise((resolve, reject) => {
            scheduler.schedule({ owner: null, run: () => work(db).then(resolve, reject) })
          }),
      ),
    connectionCount: () => sockets.size,
    onNotification: (listener) => {
      void session.then(({ scheduler }) => scheduler.notificationListeners.add(listener))
      return () =>
        void session.then(({ scheduler }) => scheduler.notificationListeners.delete(listener))
    },
    stop: async () => {
      await new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
      // Closed connections roll back what they held; let that finish before the db closes.
      await session.then(({ scheduler }) => scheduler.whenIdle()).catch(() => {})
    },
  }
}
