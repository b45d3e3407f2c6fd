/**
 * For the publication tests (drafts.test.ts, schedule.test.ts): a good new item of each content
 * type, and what a visitor reads of one item through the api function and through PostgREST.
 */
import { expect } from 'vitest'
import type { TestStack } from '../../local/testing.ts'
import type { ResourceDefinition } from '../_shared/index.ts'
import { call, WRITE_ROUTES } from './test-support.ts'

/** Reads against the test's stack and the album its tracks go under, both known once it starts. */
export function visitorReads(stackOf: () => TestStack, albumIdOf: () => number) {
  /** Where an item of the resource is created: a track under an album visitors see. */
  const createPath = (resource: ResourceDefinition) =>
    resource.path === 'tracks' ? `/albums/${albumIdOf()}/tracks` : `/${resource.path}`

  /** A good new item, shown by every list visitors read (visible, and featured where a list asks it). */
  function goodBody(resource: ResourceDefinition): Record<string, unknown> {
    const name = resource.path === 'tracks' ? 'POST /albums/{id}/tracks' : `POST /${resource.path}`
    const route = WRITE_ROUTES.find((each) => each.name === name)
    if (!route?.body) {
      throw new Error(
        `no good body for ${resource.path}: add a '${name}' entry with a valid body to WRITE_ROUTES in edge-functions/api/test-support.ts`,
      )
    }
    // Whatever the example says, the item is shown: visible and, where a list asks it, featured.
    const shownEverywhere = Object.fromEntries(
      [resource.visibility, resource.featured].flatMap((flag) => (flag ? [[flag, true]] : [])),
    )
    return { ...route.body, ...shownEverywhere }
  }

  /** Every public read of the resource that could hold item `id`: its lists and its page by id. */
  async function anonymousReads(resource: ResourceDefinition, id: number) {
    const stack = stackOf()
    const answers: Record<string, unknown>[] = []
    const lists =
      resource.path === 'tracks'
        ? [`/albums/${albumIdOf()}/tracks`]
        : resource.lists
            .filter((list) => list.access === 'public')
            .map((list) => `/${resource.path}${list.path ? `/${list.path}` : ''}`)
    for (const path of lists) {
      const answer = await call(stack, path)
      expect(answer.status, path).toBe(200)
      answers.push(...(answer.body as Record<string, unknown>[]).filter((item) => item.id === id))
    }
    if (resource.readOne === 'public') {
      const answer = await call(stack, `/${resource.path}/${id}`)
      if (answer.status === 200) answers.push(answer.body)
      else expect(answer.status).toBe(404)
    }
    return answers
  }

  /**
   * What PostgREST answers a visitor (the anon key) for item `id`: its label and draft, read as
   * PostgREST reads (role anon, the key's claims, in one transaction).
   */
  async function postgrestRead(resource: ResourceDefinition, id: number) {
    const label = resource.fields[resource.label]
    return stackOf().sql.begin(async (tx) => {
      await tx.unsafe(
        `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true)`,
      )
      const rows = await tx.unsafe(
        `select ${label}, ${resource.table}.draft from public.${resource.table} where id = $1`,
        [id],
      )
      return rows.map((row) => ({ ...row }))
    }) as Promise<Record<string, unknown>[]>
  }

  return { createPath, goodBody, anonymousReads, postgrestRead }
}
