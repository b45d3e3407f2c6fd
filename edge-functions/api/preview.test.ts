// Vista previa (issue 26, part 2) shows the owner's draft from her signed-in reads only: nobody
// else, signed in or not, reads a draft from any route the preview uses (the owner's list it takes
// the draft from, every public list and the item's own page), so a visitor holding the preview's
// address sees nothing of it. The anonymous reads of every state are in drafts.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { RESOURCES } from '../_shared/index.ts'
import { call, signInBoth, type Tokens, WRITE_ROUTES } from './test-support.ts'

let stack: TestStack
let tokens: Tokens

beforeAll(async () => {
  stack = await startTestStack()
  tokens = await signInBoth(stack)
})
afterAll(() => stack?.stop())

const PREVIEWED = RESOURCES.filter((resource) => resource.path !== 'tracks')

/** The first row of a type's owner list, read as the owner, answered as a write answers it. */
async function existingRow(path: string) {
  const list = await call(stack, `/${path}`, { token: tokens.admin })
  return { ...list, body: list.body[0] }
}

describe.each(PREVIEWED.map((resource) => ({ resource, name: resource.path })))(
  '$name',
  ({ resource }) => {
    const label = resource.label ?? 'title'
    const route = WRITE_ROUTES.find((each) => each.name === `POST /${resource.path}`)
    const shownEverywhere = 'featured' in resource.fields ? { featured: true } : {}

    it('neither a visitor nor a member who is not the owner reads a draft from any route the preview uses', async () => {
      const secret = `Borrador secreto ${resource.path}`
      // A type she only edits (the fixed pages) has its published rows already: one is changed.
      const creates = resource.writes.includes('create')
      const published = creates
        ? await call(stack, `/${resource.path}`, {
            token: tokens.admin,
            body: { ...route?.body, ...shownEverywhere },
          })
        : await existingRow(resource.path)
      expect(published.status, published.text).toBe(creates ? 201 : 200)
      const changed = await call(stack, `/${resource.path}/${published.body.id}?status=draft`, {
        method: 'PUT',
        token: tokens.admin,
        body: { [label]: `${secret} cambio`, updatedAt: published.body.updatedAt },
      })
      expect(changed.status, changed.text).toBe(200)
      const created = creates
        ? await call(stack, `/${resource.path}?status=draft`, {
            token: tokens.admin,
            body: { ...route?.body, ...shownEverywhere, [label]: `${secret} nuevo` },
          })
        : undefined
      if (created) expect(created.status, created.text).toBe(201)

      // The owner's list, where the preview takes the draft from, has both.
      const own = await call(stack, `/${resource.path}`, { token: tokens.admin })
      expect(own.text).toContain(`${secret} cambio`)
      if (created) expect(own.text).toContain(`${secret} nuevo`)

      const publicReads = [
        ...resource.lists
          .filter((list) => list.access === 'public')
          .map((list) => `/${resource.path}${list.path ? `/${list.path}` : ''}`),
        ...(resource.readOne === 'public'
          ? [published, created].flatMap((row) => (row ? [`/${resource.path}/${row.body.id}`] : []))
          : []),
      ]
      for (const token of [undefined, tokens.reader]) {
        const caller = token ? 'member' : 'visitor'
        const ownerList = resource.lists.find((list) => list.path === '')
        if (ownerList?.access === 'admin') {
          const refused = await call(stack, `/${resource.path}`, { token })
          expect(refused.status, `${caller} ${resource.path}`).toBe(token ? 403 : 401)
        }
        for (const path of publicReads) {
          const answer = await call(stack, path, { token })
          expect([200, 404], `${caller} ${path}`).toContain(answer.status)
          expect(answer.text, `${caller} ${path}`).not.toContain(secret)
          const rows = [answer.body].flat() as { draft?: unknown }[]
          for (const row of rows) expect(row?.draft ?? null, `${caller} ${path}`).toBeNull()
        }
      }
    })
  },
)
