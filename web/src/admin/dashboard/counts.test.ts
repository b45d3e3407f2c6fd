// @vitest-environment screen
// The dashboard counts what the resource definitions serve, under the names the editor gives each
// type: a new content type with a list is counted, or this file says which one is missing.
import { describe, expect, test } from 'vitest'
import { RESOURCES } from '../../../../edge-functions/_shared/index.ts'
import type { ListContentType } from '../editor/content-type.ts'
import { CONTENT_TYPES } from '../resources/index.ts'
import { ALBUMS, COUNTED_LISTS, countedList, countPathOf, countText, EDITOR } from './counts.ts'

const counted = COUNTED_LISTS
const listTypes = CONTENT_TYPES.filter((type): type is ListContentType => type.kind === 'list')

/** Resources with a list of their own at `GET /api/<path>`, which a card can count. */
const countable = RESOURCES.filter((resource) => resource.lists.some((list) => list.path === ''))

describe('the dashboard counts', () => {
  test('in the order of their types, the spec’s cards as its Contenido tab lists them', () => {
    const positions = counted.map((list) => list.position)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    const SPEC_ORDER = [
      'activities',
      'services',
      'products',
      'testimonials',
      'videos',
      'books',
      'promotions',
      'hero-content',
      'albums',
    ]
    expect(
      counted.map((list) => list.resource).filter((resource) => SPEC_ORDER.includes(resource)),
      'the positions in web/src/admin/resources/*.tsx (and the albums card in counts.ts) must keep admin-area.md’s order',
    ).toEqual(SPEC_ORDER)
  })

  test('each as its type says, «N actividades disponibles» unless it says otherwise', () => {
    expect(countText(countedList('activities'), 3)).toBe('3 actividades disponibles')
    expect(countText(countedList('activities'), 1)).toBe('1 actividad disponible')
    expect(countText(countedList('promotions'), 2)).toBe('2 promociones activas')
    expect(countText(countedList('hero-content'), 2)).toBe('2 contenidos del hero disponibles')
    expect(countText(countedList('albums'), 1)).toBe('1 álbum disponible')
  })

  test('every resource with a list of its own, once', () => {
    const missing = countable.filter(
      (resource) => !counted.some((list) => list.resource === resource.path),
    )
    expect(
      missing.map((resource) => resource.path),
      'give each a list type in web/src/admin/resources (docs/architecture.md, "Adding a content type")',
    ).toEqual([])
    expect(counted.map((list) => list.resource).sort()).toEqual(
      countable.map((resource) => resource.path).sort(),
    )
  })

  test('names an item by the field its definition names it by', () => {
    for (const list of counted) {
      const resource = RESOURCES.find((candidate) => candidate.path === list.resource)
      expect(
        list.label,
        `the build read another label for ${list.resource} than its definition has (scripts/list-type-declarations.ts)`,
      ).toBe(resource?.label)
    }
  })

  test("a list the server serves, under its editor's name, icon and address", () => {
    for (const list of counted) {
      const type = listTypes.find((candidate) => candidate.definition.path === list.resource)
      const resource = RESOURCES.find((candidate) => candidate.path === list.resource)
      expect(resource, list.resource).toBeDefined()
      expect(countPathOf(list)).toBe(`/api/${resource?.path}`)
      // Albums and their tracks have their own screen.
      if (list.resource === 'albums') {
        expect(list.to).toBe(ALBUMS)
        continue
      }
      expect(type, `${list.resource} has no list type in the editor`).toBeDefined()
      expect({
        title: list.title,
        icon: list.icon,
        to: list.to,
        position: list.position,
      }).toEqual({
        title: type?.label,
        icon: type?.icon,
        to: `${EDITOR}?type=${type?.type}`,
        position: type?.position,
      })
    }
  })
})
