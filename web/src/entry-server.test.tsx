import { beforeAll, describe, expect, it, vi } from 'vitest'

let entry: typeof import('./entry-server.tsx')
let form: typeof import('./admin/auth/prerendered-form.ts')
let texts: typeof import('./admin/auth/login-screen.tsx')['LOGIN_TEXTS']

beforeAll(async () => {
  // The owner's screens are drawn only by a build with the anon key (env.adminProblems), read
  // when the modules load: they are imported after it is set.
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'clave-anonima-de-prueba-larga')
  entry = await import('./entry-server.tsx')
  form = await import('./admin/auth/prerendered-form.ts')
  texts = (await import('./admin/auth/login-screen.tsx')).LOGIN_TEXTS
}, 120_000)

describe('prerendered sign-in', () => {
  it("/auth's HTML holds the sign-in form, styled, and the script that holds an early submit", async () => {
    const page = await entry.render('/auth', { bake: false, islandsDrawnWithChakra: new Map() })
    expect(page.html).toMatch(/<h1[^>]*>Acceso de administración<\/h1>/)
    expect(page.html).toContain(texts.description)
    expect(page.html).toMatch(new RegExp(`<form id="${form.LOGIN_FORM_ID}"[^>]* method="post"`))
    expect(page.html).toMatch(/<input[^>]*name="username"/)
    expect(page.html).toMatch(/<input[^>]*type="password"/)
    expect(page.html).toMatch(new RegExp(`<button[^>]*type="submit"[^>]*>[\\s\\S]*${texts.submit}`))
    expect(page.html).toContain(`<script>${form.holdEarlySubmitScript}</script>`)
    // Chakra's styles come with it, for its head: it paints without a script.
    expect(page.styles).toContain('<style data-emotion="css-global ')
    expect(page.styles).toMatch(/<style data-emotion="css [\w ]+">/)
    expect(page.html).not.toContain('<style')
    expect(page.head).toContain('<meta name="robots" content="noindex" />')
    // Its app starts when the owner needs it, not with the page (web/src/lib/app-starter.ts).
    expect(page.appWhenNeeded).toBe(true)
  })
})
