// @vitest-environment screen
// A content type is declared once (docs/architecture.md, "Adding a content type"): its migration's
// call, its definition, its admin description and its feature folder. This file walks every
// definition there is and fails, naming the file and the line to add, for what one lacks, so that
// nothing about a new type is silently missing. The database's side (the declaration's label and
// order columns, RLS, triggers) is walked by supabase/tests/content-tables.test.ts.
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { LIST_TYPES } from 'virtual:list-types'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { RESOURCES } from '../../../../edge-functions/_shared/index.ts'
import type { ResourceDefinition } from '../../../../edge-functions/_shared/resource.ts'
import { WRITE_ROUTES } from '../../../../edge-functions/api/test-support.ts'
import { matchRoute, NOT_FOUND_ROUTE } from '../../app/pages.ts'
import { COUNTED_LISTS } from '../dashboard/counts.ts'
import type { ListContentType } from '../editor/content-type.ts'
import { KIND_NAMES } from '../trash/trash-kinds.ts'
import { CONTENT_TYPES } from './index.ts'

const DEFINITIONS_DIR = join(import.meta.dirname, '../../../../edge-functions/_shared/resources')

const listTypes = CONTENT_TYPES.filter((type): type is ListContentType => type.kind === 'list')

/** Edited on a screen of their own, not the content editor: albums and, inside them, tracks. */
const OWN_SCREEN = new Set(['albums'])
const editedInTheEditor = (resource: ResourceDefinition) =>
  !OWN_SCREEN.has(resource.path) && resource.parent === undefined

/** Every resource definition exported by a file of edge-functions/_shared/resources. */
async function definitionsOnDisk(): Promise<{ file: string; definition: ResourceDefinition }[]> {
  const files = (await readdir(DEFINITIONS_DIR)).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  )
  const found: { file: string; definition: ResourceDefinition }[] = []
  for (const file of files) {
    const exported: Record<string, unknown> = await import(join(DEFINITIONS_DIR, file))
    for (const value of Object.values(exported)) {
      const candidate = value as Partial<ResourceDefinition> | null
      if (candidate && typeof candidate === 'object' && candidate.createSchema && candidate.names) {
        found.push({ file, definition: candidate as ResourceDefinition })
      }
    }
  }
  return found
}

describe('every declared content type', () => {
  test('is registered where the function and the admin read the definitions', async () => {
    const missing = (await definitionsOnDisk())
      .filter(({ definition }) => !RESOURCES.some((resource) => resource === definition))
      .map(
        ({ file, definition }) =>
          `${file}: run \`npm run resources\` to list ${definition.path} in edge-functions/_shared/resource-index.ts`,
      )
    expect(missing).toEqual([])
  })

  test.each(RESOURCES.map((resource) => [resource.path, resource] as const))(
    '%s names its items, its flags and itself with fields it has',
    (_, resource) => {
      const fields = Object.keys(resource.fields)
      const where = `edge-functions/_shared/resources/${resource.path}.ts`
      expect(fields, `${where}: label '${resource.label}' is not one of its fields`).toContain(
        resource.label,
      )
      for (const flag of [resource.visibility, resource.featured]) {
        if (flag)
          expect(fields, `${where}: the flag '${flag}' is not one of its fields`).toContain(flag)
      }
      expect(resource.names.one.trim(), `${where}: names.one is empty`).not.toBe('')
      expect(resource.names.many.trim(), `${where}: names.many is empty`).not.toBe('')
    },
  )

  test.each(
    RESOURCES.filter(editedInTheEditor).map((resource) => [resource.path, resource] as const),
  )(
    '%s has its admin description, with where it appears, in the content editor',
    (path, resource) => {
      const type = listTypes.find((candidate) => candidate.definition === resource)
      expect(
        type,
        `add web/src/admin/resources/${path}.tsx (export const …Type = listType({ type, position, icon, definition: ${path}, placesOf, columns, fields })): the editor, the menu and the dashboard find it there`,
      ).toBeDefined()
      expect(
        typeof type?.placesOf,
        `web/src/admin/resources/${path}.tsx: give it placesOf (web/src/admin/editor/placements.ts), for «Aparece en» and «Vista previa»`,
      ).toBe('function')
    },
  )

  test.each(listTypes.map((type) => [type.type, type] as const))(
    '%s places its sample on pages the site serves',
    (name, type) => {
      const sample = { ...type.definition.defaults, ...type.definition.sample, id: 1 }
      const { places } = type.placesOf(sample, [sample])
      const where = `web/src/admin/resources/${name}.tsx`
      expect(
        places.length,
        `${where}: its placesOf puts its sample (which visitors see) nowhere`,
      ).toBeGreaterThan(0)
      for (const place of places) {
        const path = place.path.split(/[?#]/)[0] || '/'
        expect(
          matchRoute(path).route,
          `${where}: «Aparece en» leads to ${place.path}, which no screen serves: add its screen in web/src/app/routes/ (docs/public-site.md)`,
        ).not.toBe(NOT_FOUND_ROUTE)
      }
    },
  )

  test.each(RESOURCES.filter(editedInTheEditor).map((resource) => [resource.path] as const))(
    '%s has its card on the dashboard',
    (path) => {
      expect(
        COUNTED_LISTS.map((list) => list.resource),
        `give ${path} its list type in web/src/admin/resources/${path}.tsx: its card is read from it`,
      ).toContain(path)
    },
  )

  test.each(listTypes.map((type) => [type.type, type] as const))(
    '%s is what the build reads of its description, for the menu and the dashboard',
    (name, type) => {
      const read = LIST_TYPES.find((candidate) => candidate.type === name)
      expect(
        read && {
          resource: read.resource,
          names: read.names,
          label: read.label,
          icon: read.icon,
          position: read.position,
          countWords: read.countWords,
        },
        'scripts/list-type-declarations.ts reads the description otherwise than it runs',
      ).toEqual({
        resource: type.definition.path,
        names: type.definition.names,
        label: type.definition.label,
        icon: type.icon,
        position: type.position,
        countWords: type.countWords,
      })
    },
  )

  test.each(RESOURCES.map((resource) => [resource.path, resource] as const))(
    '%s has a sample its own checks accept, which visitors would see',
    (path, resource) => {
      const where = `edge-functions/_shared/resources/${path}.ts`
      const checked = v.safeParse(resource.createSchema, resource.sample)
      expect(
        checked.issues?.map((issue) => issue.message) ?? [],
        `${where}: its sample must be a record she could save`,
      ).toEqual([])
      if (resource.visibility) {
        expect(
          resource.sample[resource.visibility] ?? resource.defaults[resource.visibility],
          `${where}: its sample must be visible ('${resource.visibility}' true, or left to its default)`,
        ).toBe(true)
      }
    },
  )

  test.each(RESOURCES.map((resource) => [resource.path, resource] as const))(
    '%s is named in the Papelera as its definition names it',
    (_, resource) => {
      expect(KIND_NAMES[resource.table]).toBe(resource.names.one)
    },
  )

  test.each(
    RESOURCES.filter(editedInTheEditor).map((resource) => [resource.path, resource] as const),
  )("%s's writes are in the API's table of write routes, with a good body", (path, resource) => {
    const names = WRITE_ROUTES.map((route) => route.name)
    const routeOf = {
      create: `POST /${path}`,
      update: `PUT /${path}/{id}`,
      delete: `DELETE /${path}/{id}`,
    }
    for (const write of resource.writes) {
      expect(
        names,
        `WRITE_ROUTES (edge-functions/api/test-support.ts) has no '${routeOf[write]}': a type edited inside another, or only edited, is written out there`,
      ).toContain(routeOf[write])
    }
    // A type she only edits (the fixed pages) is given its good body on its PUT.
    const bodied = resource.writes.includes('create') ? routeOf.create : routeOf.update
    expect(
      WRITE_ROUTES.find((route) => route.name === bodied)?.body,
      `WRITE_ROUTES in edge-functions/api/test-support.ts: give '${bodied}' a good body`,
    ).toBeDefined()
  })
})
