// `PUT /api/site-settings`: a form's settings saved as one write (issue 39). Saved one field at a
// time, /aviso-legal was rebuilt between two of them and showed a new NIF beside the old name.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { SITE_SETTINGS } from '../_shared/resources/site-settings.ts'
import {
  SETTING_MESSAGES,
  SETTINGS_SAVE_MESSAGES,
} from '../_shared/resources/site-settings-checks.ts'
import { MESSAGES } from './errors.ts'
import { call, signInBoth, snapshot, type Tokens } from './test-support.ts'

let stack: TestStack
let tokens: Tokens

beforeAll(async () => {
  stack = await startTestStack()
  tokens = await signInBoth(stack)
})
afterAll(() => stack?.stop())

const OLD = { legal_holder_name: 'Elena Marín', legal_tax_id: '12345678Z' }

beforeEach(async () => {
  for (const [key, value] of Object.entries(OLD)) {
    await stack.sql`
      insert into site_settings (key, value, type, section) values (${key}, ${value}, 'string', 'legal')
      on conflict (key) do update set value = excluded.value`
  }
  await stack.sql`delete from site_settings where key = 'legal_address'`
})

const save = (settings: unknown, token = tokens.admin) =>
  call(stack, '/site-settings', { method: 'PUT', token, body: { settings } })

async function stored(key: string): Promise<{ value: string; updatedAt: string } | undefined> {
  const [row] = await stack.sql`
    select value, to_json(updated_at)#>>'{}' as "updatedAt" from site_settings where key = ${key}`
  return row as { value: string; updatedAt: string } | undefined
}

describe('PUT /api/site-settings saves several settings at once', () => {
  it('stores every one sent, a setting without a row included, and answers them stored', async () => {
    const answer = await save([
      { key: 'legal_tax_id', value: 'B87654321' },
      { key: 'legal_holder_name', value: 'Centro Bienestar S.L.' },
      { key: 'legal_address', value: 'Calle Mayor 1, 02001 Albacete' },
    ])
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body.map((row: { key: string; value: string }) => [row.key, row.value])).toEqual([
      ['legal_address', 'Calle Mayor 1, 02001 Albacete'],
      ['legal_holder_name', 'Centro Bienestar S.L.'],
      ['legal_tax_id', 'B87654321'],
    ])
    expect((await stored('legal_address'))?.value).toBe('Calle Mayor 1, 02001 Albacete')
    expect((await stored('legal_holder_name'))?.value).toBe('Centro Bienestar S.L.')
  })

  it('when one setting changed since it was loaded, it is 409 and none is written', async () => {
    const loaded = await stored('legal_holder_name')
    await stack.sql`update site_settings set value = 'Otra persona' where key = 'legal_holder_name'`
    const before = await snapshot(stack)
    const answer = await save([
      { key: 'legal_tax_id', value: 'B87654321' },
      { key: 'legal_holder_name', value: 'Centro Bienestar S.L.', updatedAt: loaded?.updatedAt },
    ])
    expect(answer.status, answer.text).toBe(409)
    expect(answer.body.message).toBe(MESSAGES.stale)
    expect(await snapshot(stack)).toEqual(before)
  })

  it('a value its setting refuses is 400 naming the setting, and none is written', async () => {
    const before = await snapshot(stack)
    const answer = await save([
      { key: 'legal_tax_id', value: 'B87654321' },
      { key: 'legal_email', value: 'no es un correo' },
    ])
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      message: `${SITE_SETTINGS.legal_email.label}: ${SETTING_MESSAGES.email}`,
      fieldErrors: { legal_email: SETTING_MESSAGES.email },
    })
    expect(await snapshot(stack)).toEqual(before)
  })

  it.each([
    ['no list', { settings: 'legal_tax_id' }, SETTINGS_SAVE_MESSAGES.notAList],
    ['an empty list', { settings: [] }, SETTINGS_SAVE_MESSAGES.empty],
    [
      'a key twice',
      {
        settings: [
          { key: 'legal_tax_id', value: 'B1' },
          { key: 'legal_tax_id', value: 'B2' },
        ],
      },
      SETTINGS_SAVE_MESSAGES.twice,
    ],
    [
      'a key no declaration names',
      { settings: [{ key: 'tienda_url', value: 'x' }] },
      SETTING_MESSAGES.unknownKey,
    ],
    ['an entry without a key', { settings: [{ value: 'x' }] }, 'La clave es obligatoria'],
    [
      'a list instead of an object',
      [{ key: 'legal_tax_id', value: 'B1' }],
      'El cuerpo de la petición debe ser un objeto JSON',
    ],
  ])('%s is a Spanish 400 and writes nothing', async (_, body, message) => {
    const before = await snapshot(stack)
    const answer = await call(stack, '/site-settings', { method: 'PUT', token: tokens.admin, body })
    expect(answer.status, answer.text).toBe(400)
    expect(answer.body.message).toBe(message)
    expect(await snapshot(stack)).toEqual(before)
  })

  it('asks for one rebuild, which finds every setting of the save already stored', async () => {
    const heard: string[] = []
    const seenAtNotice: Promise<string>[] = []
    // As the preview's rebuild hears them (local/content-rebuild.ts): the database session
    // listens, and the wire hands over what its clients' statements (the API's) announced.
    const unlisten = await stack.stack.db.listen('content_changed', () => {})
    const stopHearing = stack.stack.wire.onNotification((channel, table) => {
      if (channel !== 'content_changed') return
      heard.push(table)
      seenAtNotice.push(
        Promise.all([stored('legal_holder_name'), stored('legal_tax_id')]).then((rows) =>
          rows.map((row) => row?.value).join(' / '),
        ),
      )
    })
    try {
      const answer = await save([
        { key: 'legal_holder_name', value: 'Centro Bienestar S.L.' },
        { key: 'legal_tax_id', value: 'B87654321' },
      ])
      expect(answer.status, answer.text).toBe(200)
      await expect.poll(() => heard.length).toBeGreaterThan(0)
      // Anything else the save announced would have arrived by now.
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(heard).toEqual(['site_settings'])
      expect(await Promise.all(seenAtNotice)).toEqual(['Centro Bienestar S.L. / B87654321'])
    } finally {
      stopHearing()
      await unlisten()
    }
  })
})
