import { describe, expect, it } from 'vitest'
import { appStarterScript } from '../web/src/lib/app-starter.ts'
import { fillTemplate, withAppWhenNeeded, withoutAppEntry } from './page-template.ts'

const TEMPLATE =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>'

describe('fillTemplate', () => {
  it("puts content in as data: $&, $`, $' and $1 in a field are text, not replacement patterns", () => {
    const description = "Precio 5$` fin, 5$' fin, $& y $1 $$"
    const baked = `<script type="application/json" id="baked">${JSON.stringify({ description })}</script>`
    const page = fillTemplate(TEMPLATE, {
      head: `<title>${description}</title>`,
      styles: '',
      html: `<p>${description}</p>`,
      islandsOnly: true,
      baked,
    })
    expect(page.match(/<!doctype html>/g)).toHaveLength(1)
    expect(page).toBe(
      `<!doctype html><html><head><title>${description}</title></head><body><div id="root"><p>${description}</p></div>${baked}</body></html>`,
    )
    const json = /<script type="application\/json" id="baked">(.*?)<\/script>/.exec(page)?.[1]
    expect(JSON.parse(json ?? '')).toEqual({ description })
  })
})

describe('fillTemplate with styles', () => {
  it("puts a page's own styles (Emotion's, the sign-in's) at the end of the head, after the site's stylesheet", () => {
    const template = TEMPLATE.replace('</head>', '<style>/* site */</style></head>')
    const styles = '<style data-emotion="css 1ab">.css-1ab{color:red}</style>'
    const page = fillTemplate(template, {
      head: '<title>Acceso</title>',
      styles,
      html: '<main class="css-1ab">Acceso</main>',
      islandsOnly: false,
    })
    expect(page).toContain(`<title>Acceso</title><style>/* site */</style>${styles}</head>`)
  })
})

describe('withoutAppEntry', () => {
  const appTemplate =
    '<!doctype html><html><head><style data-app-loading>#root:empty::after { content: "Cargando…"; }</style><link rel="modulepreload" href="/assets/react.js"></head><body><div id="root"><!--app-html--></div><script type="module" src="/assets/index.js"></script></body></html>'

  it("a page that is only islands carries neither the app's entry, its preloads nor its loading indicator", () => {
    expect(withoutAppEntry(appTemplate)).toBe(
      '<!doctype html><html><head></head><body><div id="root"><!--app-html--></div></body></html>',
    )
  })

  it('a template without the loading indicator is refused, naming web/index.html', () => {
    expect(() =>
      withoutAppEntry(appTemplate.replace(/<style data-app-loading>.*?<\/style>/, '')),
    ).toThrow(/web\/index\.html holds one <style data-app-loading>/)
  })
})

describe('withAppWhenNeeded', () => {
  const appTemplate =
    '<!doctype html><html><head><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js"></head><body><div id="root"><p>Acceso</p></div><script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script></body></html>'

  it("the sign-in's HTML asks for neither the app's entry nor its preloads: its starter adds them when needed", () => {
    expect(withAppWhenNeeded(appTemplate, '/auth')).toBe(
      `<!doctype html><html><head></head><body><div id="root"><p>Acceso</p></div>${appStarterScript('/assets/index.js', ['/assets/react.js'], '/auth')}</body></html>`,
    )
  })
})
