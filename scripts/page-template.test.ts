import { describe, expect, it } from 'vitest'
import { fillTemplate } from './page-template.ts'

const TEMPLATE =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>'

describe('fillTemplate', () => {
  it("puts content in as data: $&, $`, $' and $1 in a field are text, not replacement patterns", () => {
    const description = "Precio 5$` fin, 5$' fin, $& y $1 $$"
    const baked = `<script type="application/json" id="baked">${JSON.stringify({ description })}</script>`
    const page = fillTemplate(TEMPLATE, {
      head: `<title>${description}</title>`,
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
