import { describe, expect, test } from 'vitest'
import { matchRoute, NOT_FOUND_ROUTE, unservedLinks } from './route-table.ts'
import { PRERENDERED_PATHS } from './site-map.ts'

describe('the route table and the site map agree', () => {
  test('every prerendered page of the site map is served by a screen (the build refuses otherwise)', () => {
    const unserved = PRERENDERED_PATHS.filter((path) => matchRoute(path).route === NOT_FOUND_ROUTE)
    expect(unserved, 'add their routes to web/src/app/route-table.ts').toEqual([])
  })
})

describe("the site's own links lead to screens", () => {
  test('a link to a path no screen serves is named', () => {
    expect(unservedLinks('<a class="x" href="/no-existe">Ir</a>')).toEqual(['/no-existe'])
  })

  test('served paths count without their query and anchor, and files are not screens', () => {
    const html = [
      '<a href="/actividades?tipo=retiro">',
      '<a href="/terapias#reiki">',
      '<a href="/album/3">',
      '<a href="/demo/libro.pdf">',
      '<a href="https://example.org/fuera">',
    ].join('')
    expect(unservedLinks(html)).toEqual([])
  })
})
