import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ActivitiesFeedLink } from './feed-link.tsx'

describe('the link to the activities calendar feed', () => {
  it("is a plain link to /actividades.ics, 'Suscribirse al calendario', with no script of its own", () => {
    const html = renderToStaticMarkup(<ActivitiesFeedLink />)
    expect(html).toMatch(/<a [^>]*href="\/actividades.ics"[^>]*>.*Suscribirse al calendario<\/a>/)
    expect(html).not.toContain('data-island')
  })
})
