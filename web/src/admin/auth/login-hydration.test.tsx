// @vitest-environment screen
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inAdmin } from '../test-support.tsx'
import { LoginForm } from './login-screen.tsx'
import { holdEarlySubmitScript, LOGIN_FORM_ID } from './prerendered-form.ts'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

const page = () => inAdmin(<LoginForm />, { path: '/auth' })

/** /auth's HTML as the browser gets it, with what she typed before the app was live. */
function prerenderedPage() {
  const signIns: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).endsWith('/api/login')) signIns.push(String(url))
      return new Response(JSON.stringify({ message: 'Credenciales incorrectas' }), { status: 401 })
    }),
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(page())
  document.body.append(container)
  // The page's own script, as the browser runs it from the HTML.
  new Function(holdEarlySubmitScript)()
  const form = document.getElementById(LOGIN_FORM_ID) as HTMLFormElement
  ;(form.elements.namedItem('username') as HTMLInputElement).value = 'admin'
  ;(form.elements.namedItem('password') as HTMLInputElement).value = 'otra-clave'
  const tap = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)))
  return { container, tap, settle, signIns }
}

describe('the prerendered sign-in', () => {
  it('a sign-in sent before the app is live is sent once it is, once', async () => {
    const { container, tap, settle, signIns } = prerenderedPage()
    tap()
    expect(signIns).toHaveLength(0)
    await act(async () => {
      hydrateRoot(container, page())
    })
    await settle()
    expect(signIns).toHaveLength(1)
  })

  it('a tap on «Iniciar sesión» while the app hydrates the form sends one sign-in', async () => {
    const { container, tap, settle, signIns } = prerenderedPage()
    await act(async () => {
      hydrateRoot(container, page())
      tap()
    })
    await settle()
    expect(signIns).toHaveLength(1)
  })

  it("a form sent before the app is live hydrates without a mismatch (its mark is the page script's)", async () => {
    const { container, tap, settle } = prerenderedPage()
    tap()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => console.error(error) })
    })
    await settle()
    const mismatches = errors.mock.calls
      .map((call) => String(call[0]))
      .filter((text) => /hydrat/i.test(text))
    expect(mismatches).toEqual([])
  })
})
