// @vitest-environment screen
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { appStarterScript, SESSION_KEY_SUFFIX } from './app-starter.ts'

/** Runs the inline script as a page would: its text alone, nothing of this module around it. */
function runInPage(html: string) {
  const code = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? ''
  new Function(code)()
}

const ENTRY = '/assets/index-a.js'
const PRELOADS = ['/assets/react-b.js', '/assets/chakra-c.js']
const start = () => runInPage(appStarterScript(ENTRY, PRELOADS, '/auth'))
const entries = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  )
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  )

beforeEach(() => {
  history.replaceState(null, '', '/auth')
  document.body.innerHTML =
    '<form><input name="username"><input name="password" type="password"><button>Iniciar sesión</button></form>'
})

afterEach(() => {
  // A starter still waiting starts now and stops listening: the next test's page is a new one.
  document.dispatchEvent(new Event('keydown'))
  localStorage.clear()
  // Only what the starter added: the window is the next screen file's too, whose style sheets
  // are in the head (web/src/test/screen-environment.ts).
  for (const added of document.head.querySelectorAll(
    'script[type="module"], link[rel="modulepreload"]',
  )) {
    added.remove()
  }
  document.body.innerHTML = ''
})

describe('the app starter', () => {
  it('asks for nothing, not even a preload, until the owner interacts', () => {
    start()
    expect(entries()).toEqual([])
    expect(preloads()).toEqual([])
  })

  it('focus in a field starts the app: its preloads, then its entry', () => {
    start()
    document.querySelector('input')?.focus()
    expect(preloads()).toEqual(PRELOADS)
    expect(entries()).toEqual([ENTRY])
  })

  it.for(['pointerdown', 'touchstart', 'keydown', 'submit'])('a %s starts the app', (type) => {
    start()
    document.querySelector('form')?.dispatchEvent(new Event(type, { bubbles: true }))
    expect(entries()).toEqual([ENTRY])
  })

  it('adds the entry once, however many interactions follow', () => {
    start()
    document.querySelector('input')?.focus()
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }))
    expect(entries()).toEqual([ENTRY])
    expect(preloads()).toEqual(PRELOADS)
  })

  it('a stored session starts the app at once, to send her on to the panel', () => {
    localStorage.setItem(`sb-127${SESSION_KEY_SUFFIX}`, '{}')
    start()
    expect(entries()).toEqual([ENTRY])
  })

  it('another stored entry is no session', () => {
    localStorage.setItem('chakra-ui-color-mode', 'light')
    start()
    expect(entries()).toEqual([])
  })

  it.for(['/auth?vista=recuperar', '/auth#error=access_denied', '/auth/nueva-contrasena'])(
    'an address the HTML was not drawn for (%s) starts the app at once',
    (address) => {
      history.replaceState(null, '', address)
      start()
      expect(entries()).toEqual([ENTRY])
    },
  )
})
