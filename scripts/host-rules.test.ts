import { describe, expect, it } from 'vitest'
import { hostRoutesOf, redirectsLines } from './host-rules.ts'
import { declaredScreens } from './page-declarations.ts'

describe('host rules', () => {
  it("come from the screens' declarations: the owner's area is the app, pages with a parameter have their folder", () => {
    const routes = hostRoutesOf(declaredScreens().map((screen) => screen.page))
    expect(routes).toEqual({
      appPrefixes: ['/admin', '/auth'],
      contentPrefixes: ['/actividades', '/album'],
    })
  })

  it('as _redirects lines: the app with 200, a content page not built yet with 404', () => {
    expect(
      redirectsLines({ appPrefixes: ['/admin'], contentPrefixes: ['/album', '/actividades'] }),
    ).toEqual([
      '/admin /__spa-fallback.html 200',
      '/admin/* /__spa-fallback.html 200',
      '/album/* /album/404.html 404',
      '/actividades/* /actividades/404.html 404',
    ])
  })

  it('ignores the not-found screen and fixed public pages', () => {
    expect(
      hostRoutesOf([
        { path: '*', frame: 'bare', title: '404', description: '.', prerender: false },
        { path: '/nosotros', frame: 'site', title: 'Nosotros', description: '.' },
      ]),
    ).toEqual({ appPrefixes: [], contentPrefixes: [] })
  })
})
