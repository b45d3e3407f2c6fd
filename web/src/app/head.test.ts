import { describe, expect, it } from 'vitest'
import { env } from '../lib/env.ts'
import { headHtml, OG_IMAGE_PATH } from './head.ts'

const page = { title: 'Retiro | Centro', description: 'Un retiro.' }

describe('headHtml', () => {
  it("shares the site's picture unless the page has its own", () => {
    const shared = headHtml({ ...page, canonicalPath: '/actividades/3' })
    expect(shared).toContain(
      `<meta property="og:image" content="${env.siteUrl}${OG_IMAGE_PATH}" />`,
    )
    expect(shared).toContain('og:image:width')
    const own = headHtml({ ...page, canonicalPath: '/actividades/3', image: '/demo/retiro.webp' })
    expect(own).toContain(`<meta property="og:image" content="${env.siteUrl}/demo/retiro.webp" />`)
    // Its size is unknown: none is claimed.
    expect(own).not.toContain('og:image:width')
    const elsewhere = headHtml({
      ...page,
      canonicalPath: '/actividades/3',
      image: 'https://x.supabase.co/storage/v1/object/public/images/a.webp',
    })
    expect(elsewhere).toContain(
      'content="https://x.supabase.co/storage/v1/object/public/images/a.webp"',
    )
  })

  it('a page without a canonical address carries noindex', () => {
    expect(headHtml(page)).toContain('<meta name="robots" content="noindex" />')
  })

  it('sends a browser on with a meta refresh', () => {
    expect(headHtml({ ...page, refresh: { to: '/terapias', seconds: 1 } })).toContain(
      '<meta http-equiv="refresh" content="1; url=/terapias" />',
    )
  })
})
