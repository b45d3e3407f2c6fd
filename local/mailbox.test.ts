// The local mailbox answers Mailpit's read API, which `supabase start` users' scripts call.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Mailbox } from './mailbox.ts'

let dir: string
let mailbox: Mailbox

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mailbox-'))
  mailbox = new Mailbox(dir, true)
  await mailbox.listen(0)
  await mailbox.send({
    to: 'ana@example.com',
    subject: 'Primero',
    html: '<p>Hola <b>Ana</b></p>',
  })
  await mailbox.send({
    to: 'owner@example.com',
    subject: 'Restablece tu contraseña',
    html: '<p>Sigue <a href="http://x/recuperar?a=1&amp;b=2">este enlace</a>.</p>',
  })
})

afterAll(async () => {
  await mailbox.close()
  await rm(dir, { recursive: true, force: true })
})

const getJson = async (path: string) => {
  const response = await fetch(`${mailbox.url}${path}`)
  return { status: response.status, body: await response.json() }
}

describe('Mailpit read API', () => {
  it('lists message summaries newest first, with Mailpit totals', async () => {
    const { status, body } = await getJson('/api/v1/messages')
    expect(status).toBe(200)
    expect(body).toMatchObject({ total: 2, messages_count: 2, count: 2, start: 0 })
    expect(body.messages.map((message: { Subject: string }) => message.Subject)).toEqual([
      'Restablece tu contraseña',
      'Primero',
    ])
    expect(body.messages[0]).toMatchObject({
      To: [{ Name: '', Address: 'owner@example.com' }],
      From: { Address: 'admin@email.com' },
      Snippet: 'Sigue este enlace.',
    })
    expect(typeof body.messages[0].ID).toBe('string')
    expect(Date.parse(body.messages[0].Created)).not.toBeNaN()
  })

  it('pages with start and limit as Mailpit does', async () => {
    const { body } = await getJson('/api/v1/messages?start=1&limit=1')
    expect(body).toMatchObject({ total: 2, count: 1, start: 1 })
    expect(body.messages[0].Subject).toBe('Primero')
  })

  it('returns one message with its HTML, text and links usable by a script', async () => {
    const { body: list } = await getJson('/api/v1/messages')
    const { status, body } = await getJson(`/api/v1/message/${list.messages[0].ID}`)
    expect(status).toBe(200)
    expect(body.HTML).toContain('href="http://x/recuperar?a=1&amp;b=2"')
    expect(body.Text).toBe('Sigue este enlace.')
    expect(body.Subject).toBe('Restablece tu contraseña')
    expect(Date.parse(body.Date)).not.toBeNaN()
  })

  it('answers 404 for a message it does not have', async () => {
    const { status } = await getJson('/api/v1/message/no-existe')
    expect(status).toBe(404)
  })
})
