/**
 * The local mailbox, as `supabase start` catches mail in Mailpit: nothing Auth sends leaves the
 * machine. Each message is written as JSON under `<dataDir>/mail/`, printed on the console with
 * its links, and listed on a small web page (newest first) with a JSON endpoint for tests:
 *   GET /                  the list            GET /messages/<id>   one message's HTML
 *   GET /api/messages      every message, newest first, as JSON (`?to=` keeps one address's)
 * It also answers the part of Mailpit's read API that `supabase start` users' scripts call:
 *   GET /api/v1/messages   summaries, newest first (`?start=` and `?limit=`, as Mailpit pages)
 *   GET /api/v1/message/<ID>   one message with its HTML and text
 */
import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { createServer, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'

export type MailMessage = {
  id: string
  to: string
  subject: string
  html: string
  /** Every href of the message, in order (the recovery link among them). */
  links: string[]
  sentAt: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Who Auth's mail comes from: config.toml's `admin_email` and `sender_name` when left unset. */
const SENDER = { Name: 'Admin', Address: 'admin@email.com' }
const MAILPIT_PAGE_SIZE = 50

function textOf(html: string) {
  return html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim()
}

/** A message as Mailpit lists it. */
function mailpitSummary(message: MailMessage) {
  return {
    ID: message.id,
    MessageID: `${message.id}@mailbox.local`,
    Read: false,
    From: SENDER,
    To: [{ Name: '', Address: message.to }],
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: message.subject,
    Created: message.sentAt,
    Tags: [],
    Size: Buffer.byteLength(message.html),
    Attachments: 0,
    Snippet: textOf(message.html).slice(0, 250),
  }
}

/** A message as Mailpit returns it whole. */
function mailpitMessage(message: MailMessage) {
  const { Created, Snippet, Tags, Attachments, ...summary } = mailpitSummary(message)
  return {
    ...summary,
    Date: Created,
    Tags,
    Text: textOf(message.html),
    HTML: message.html,
    Inline: [],
    Attachments: [],
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}

export function linksOf(html: string) {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&'))
}

export class Mailbox {
  private server: Server | undefined
  url = ''

  constructor(
    readonly dir: string,
    private readonly quiet = false,
  ) {}

  async send(mail: { to: string; subject: string; html: string }): Promise<MailMessage> {
    await mkdir(this.dir, { recursive: true })
    const sentAt = new Date().toISOString()
    // The time first, so the file names sort oldest to newest.
    const id = `${sentAt.replace(/[-:.]/g, '')}-${randomUUID().slice(0, 8)}`
    const message: MailMessage = { id, ...mail, links: linksOf(mail.html), sentAt }
    await writeFile(join(this.dir, `${id}.json`), JSON.stringify(message, null, 2))
    if (!this.quiet) {
      const where = this.url ? ` (${this.url})` : ''
      console.log(`\n✉  Correo para ${mail.to}: «${mail.subject}»${where}`)
      for (const link of message.links) console.log(`   ${link}`)
    }
    return message
  }

  /** Every message, newest first. */
  async list(): Promise<MailMessage[]> {
    const names = await readdir(this.dir).catch(() => [] as string[])
    const files = names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse()
    return Promise.all(
      files.map(async (name) => JSON.parse(await readFile(join(this.dir, name), 'utf8'))),
    )
  }

  async latestFor(address: string): Promise<MailMessage | undefined> {
    const wanted = address.trim().toLowerCase()
    return (await this.list()).find((message) => message.to.toLowerCase() === wanted)
  }

  /** Serves the mailbox on 127.0.0.1:`port` (0 for a free port); resolves to its URL. */
  listen(port: number) {
    const server = createServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://mailbox')
      const messages = await this.list()
      if (url.pathname === '/api/messages') {
        const to = url.searchParams.get('to')?.toLowerCase()
        const chosen = to ? messages.filter((message) => message.to.toLowerCase() === to) : messages
        return sendJson(response, 200, chosen)
      }
      if (url.pathname === '/api/v1/messages') {
        const start = Math.max(0, Number.parseInt(url.searchParams.get('start') ?? '', 10) || 0)
        const limit =
          Math.max(0, Number.parseInt(url.searchParams.get('limit') ?? '', 10)) || MAILPIT_PAGE_SIZE
        const page = messages.slice(start, start + limit)
        return sendJson(response, 200, {
          total: messages.length,
          unread: messages.length,
          count: page.length,
          messages_count: messages.length,
          start,
          tags: [],
          messages: page.map(mailpitSummary),
        })
      }
      const mailpitOne = /^\/api\/v1\/message\/([\w-]+)$/.exec(url.pathname)
      if (mailpitOne) {
        const message = messages.find((candidate) => candidate.id === mailpitOne[1])
        if (!message) return sendJson(response, 404, { Error: 'Mensaje no encontrado' })
        return sendJson(response, 200, mailpitMessage(message))
      }
      const one = /^\/messages\/([\w-]+)$/.exec(url.pathname)
      if (one) {
        const message = messages.find((candidate) => candidate.id === one[1])
        response.writeHead(message ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' })
        return response.end(message ? message.html : 'Mensaje no encontrado')
      }
      if (url.pathname !== '/') {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
        return response.end('No encontrado')
      }
      const rows = messages
        .map(
          (message) =>
            `<li><a href="/messages/${message.id}">${escapeHtml(message.subject)}</a> · ${escapeHtml(message.to)} · <time datetime="${message.sentAt}">${new Date(message.sentAt).toLocaleString('es-ES', { timeZone: 'Europe/Madrid' })}</time></li>`,
        )
        .join('\n')
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end(`<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Buzón local</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem">
<main><h1>Buzón local</h1>
<p>Los correos que envía Auth en este entorno no salen de la máquina: aparecen aquí, el más reciente primero.</p>
${rows ? `<ul>${rows}</ul>` : '<p>No hay correos todavía.</p>'}
</main></body></html>`)
    })
    this.server = server
    return new Promise<string>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        const address = server.address()
        const bound = typeof address === 'object' && address ? address.port : port
        this.url = `http://127.0.0.1:${bound}`
        resolve(this.url)
      })
    })
  }

  close() {
    const server = this.server
    if (!server) return Promise.resolve()
    return new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  }
}
