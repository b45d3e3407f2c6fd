import { describe, expect, test } from 'vitest'
import {
  importOnce,
  matchRoute,
  NOT_FOUND_ROUTE,
  type PageModule,
  PUBLIC_PAGES,
  unservedLinks,
} from './pages.ts'
import { FOUNDER_PATH } from './site.ts'

describe('the route table and the site map come from the screens', () => {
  test('every screen module is a route, its chunk loaded on demand', () => {
    expect(matchRoute('/actividades').route.file).toBe('web/src/app/routes/activities.tsx')
    expect(matchRoute('/album/7')).toMatchObject({
      route: { file: 'web/src/app/routes/album.tsx' },
      params: { id: '7' },
    })
    expect(matchRoute('/admin/medios').route.file).toBe('web/src/admin/routes/media.tsx')
  })

  test('any other path is the not-found screen', () => {
    expect(matchRoute('/no-existe').route).toBe(NOT_FOUND_ROUTE)
    expect(NOT_FOUND_ROUTE.head.title).toBe('404 Page Not Found | Centro de Bienestar Integral')
  })

  test('a screen serving two paths points search engines at its first', () => {
    expect(matchRoute('/servicios').route.head.canonicalPath).toBe('/terapias')
    expect(matchRoute('/terapias').route.head.canonicalPath).toBe('/terapias')
  })

  test('the home page leads its title with the site name; the others follow it', () => {
    expect(matchRoute('/').route.head.title).toBe(
      'Centro de Bienestar Integral | Terapias, nutrición y retiros en Albacete',
    )
    expect(matchRoute('/libros').route.head.title).toBe('Libros | Centro de Bienestar Integral')
  })

  test('the site map holds the fixed public paths: not the admin area, a pattern or the 404', () => {
    const paths = PUBLIC_PAGES.map((page) => page.path)
    expect(paths).toContain('/')
    expect(paths).toContain('/inscripcion/hooponopono')
    expect(paths.filter((path) => /^\/(admin|auth)\b|:|\*/.test(path))).toEqual([])
  })

  test('redirects and the player are prerendered but not indexable', () => {
    const unindexed = PUBLIC_PAGES.filter((page) => page.indexable === false).map(
      (page) => page.path,
    )
    expect(unindexed.sort()).toEqual(['/redir-servicios', '/reproductor-musica'])
    expect(matchRoute('/reproductor-musica').route.head.canonicalPath).toBeUndefined()
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

describe("a screen's code is asked for once", () => {
  test('a preload and the render share one request', async () => {
    const module = {} as PageModule
    let requests = 0
    const load = importOnce(async () => {
      requests++
      return module
    })
    expect(await Promise.all([load(), load()])).toEqual([module, module])
    expect(requests).toBe(1)
  })

  test('code that failed to arrive is asked for again at the next attempt', async () => {
    const module = {} as PageModule
    let requests = 0
    const load = importOnce(async () => {
      requests++
      if (requests === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return module
    })
    await expect(load()).rejects.toThrow('Failed to fetch')
    expect(await load()).toBe(module)
    expect(requests).toBe(2)
  })
})

test("the founder's page is served where the site's links to her point (FOUNDER_PATH)", () => {
  expect(matchRoute(FOUNDER_PATH).route.file).toBe('web/src/app/routes/founder.tsx')
})
