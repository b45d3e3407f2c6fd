// Issue 38, part 3: the site's own name, description and share picture are settings, and an
// activity or album may say its own description for search engines. Every wrong value is a Spanish
// 4xx that writes nothing, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { SEARCH_DESCRIPTION_MAX } from '../_shared/fields.ts'
import { SETTING_MESSAGES } from '../_shared/resources/site-settings-checks.ts'
import { call, signInBoth, type Tokens } from './test-support.ts'

let stack: TestStack
let tokens: Tokens

beforeAll(async () => {
  stack = await startTestStack()
  tokens = await signInBoth(stack)
})
afterAll(() => stack?.stop())

const save = (settings: unknown) =>
  call(stack, '/site-settings', { method: 'PUT', token: tokens.admin, body: { settings } })

async function storedSetting(key: string): Promise<string | undefined> {
  const [row] = await stack.sql`select value from site_settings where key = ${key}`
  return (row as { value: string } | undefined)?.value
}

describe("the site's name, description and share picture are checked on the server", () => {
  it('a blank «Nombre del sitio» is refused in Spanish and nothing is written', async () => {
    const answer = await save([
      { key: 'site_tagline', value: 'Otro lema' },
      { key: 'site_name', value: '  ' },
    ])
    expect(answer.status, answer.text).toBe(400)
    expect(answer.text).toContain('El nombre del sitio es obligatorio')
    expect(await storedSetting('site_tagline')).toBe('Nutrición, terapias y acompañamiento')
  })

  it('a description longer than its 300 characters is refused', async () => {
    const answer = await save([{ key: 'site_description', value: 'a'.repeat(301) }])
    expect(answer.status, answer.text).toBe(400)
    expect(answer.text).toContain('El texto no puede superar los 300 caracteres')
  })

  it('a share picture that is no picture address (javascript:, data:) is refused', async () => {
    for (const value of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '#arriba']) {
      const answer = await save([{ key: 'share_image_url', value }])
      expect(answer.status, `${value}: ${answer.text}`).toBe(400)
      expect(answer.text).toContain(SETTING_MESSAGES.image)
    }
    expect(await storedSetting('share_image_url')).toBe('')
  })

  it('a share picture of our storage that is not in the library is refused as gone', async () => {
    const answer = await save([
      {
        key: 'share_image_url',
        value: `${stack.apiUrl}/storage/v1/object/public/images/no-existe.webp`,
      },
    ])
    expect(answer.status, answer.text).toBe(409)
    expect(await storedSetting('share_image_url')).toBe('')
  })

  it('a picture of the site or a link to one is stored', async () => {
    const answer = await save([
      { key: 'site_name', value: 'Casa Olivo' },
      { key: 'share_image_url', value: '/demo/hero-1.webp' },
    ])
    expect(answer.status, answer.text).toBe(200)
    expect(await storedSetting('site_name')).toBe('Casa Olivo')
    expect(await storedSetting('share_image_url')).toBe('/demo/hero-1.webp')
  })
})

describe('«Descripción para buscadores» is at most 160 characters', () => {
  const tooLong = 'x'.repeat(SEARCH_DESCRIPTION_MAX + 1)

  for (const [resource, table] of [
    ['activities', 'activities'],
    ['albums', 'albums'],
  ] as const) {
    it(`${resource}: longer is refused in Spanish; within, it is stored; empty is none`, async () => {
      const [item] = await stack.sql`select id from ${stack.sql(table)} order by id limit 1`
      const path = `/${resource}/${(item as { id: number }).id}`
      const refused = await call(stack, path, {
        method: 'PUT',
        token: tokens.admin,
        body: { seoDescription: tooLong },
      })
      expect(refused.status, refused.text).toBe(400)
      expect(refused.text).toContain('La descripción para buscadores no puede superar los 160')
      const kept = await call(stack, path, {
        method: 'PUT',
        token: tokens.admin,
        body: { seoDescription: '  Un retiro de silencio\nen la sierra.  ' },
      })
      expect(kept.status, kept.text).toBe(200)
      expect(kept.body.seoDescription).toBe('Un retiro de silencio en la sierra.')
      const emptied = await call(stack, path, {
        method: 'PUT',
        token: tokens.admin,
        body: { seoDescription: '' },
      })
      expect(emptied.body.seoDescription).toBeNull()
    })
  }
})
