// @vitest-environment screen
import { afterEach, describe, expect, it } from 'vitest'
import { keepToastsOf, startAttempt, toaster, toastPlacement } from './toast-store.ts'

const shownTitles = () => toaster.getVisibleToasts().map((toast) => toast.title)

afterEach(() => {
  toaster.remove()
  history.replaceState(null, '', '/')
})

describe('the toast store', () => {
  it('a newer toast replaces the one shown instead of waiting behind it', () => {
    toaster.create({ type: 'success', title: 'Contraseña cambiada' })
    toaster.create({ type: 'success', title: 'Sesión cerrada' })
    expect(shownTitles()).toEqual(['Sesión cerrada'])
    toaster.error({ title: 'Error' })
    expect(shownTitles()).toEqual(['Error'])
  })

  it('updating a toast by its id keeps it in place', () => {
    const id = toaster.create({ type: 'loading', title: 'Subiendo...' })
    toaster.update(id, { type: 'success', title: 'Subido' })
    expect(shownTitles()).toEqual(['Subido'])
  })

  it('a toast belongs to the screen it was raised on and goes when that screen is left', () => {
    history.replaceState(null, '', '/auth/')
    toaster.create({ type: 'error', title: 'Login fallido' })
    keepToastsOf('/auth')
    expect(shownTitles()).toEqual(['Login fallido'])
    keepToastsOf('/admin')
    expect(shownTitles()).toEqual([])
  })

  it('a toast announcing a move belongs to the screen the move leads to', () => {
    history.replaceState(null, '', '/admin')
    toaster.create({ type: 'success', title: 'Sesión cerrada', meta: { screen: '/auth' } })
    keepToastsOf('/auth')
    expect(shownTitles()).toEqual(['Sesión cerrada'])
  })

  it("a new attempt of an action takes away the previous attempt's toast, and only that", () => {
    toaster.create({ type: 'error', title: 'Login fallido', meta: { attempt: 'login' } })
    startAttempt('upload')
    expect(shownTitles()).toEqual(['Login fallido'])
    startAttempt('login')
    expect(shownTitles()).toEqual([])
  })
})

describe('where toasts show', () => {
  it("a toast keeps clear of a form's buttons: bottom left on a wide screen, at the top on a phone", () => {
    expect(toastPlacement(true)).toBe('bottom-start')
    expect(toastPlacement(false)).toBe('top')
  })
})
