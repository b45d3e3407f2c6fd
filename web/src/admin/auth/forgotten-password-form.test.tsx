// @vitest-environment screen
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RECOVERY_REQUESTED_MESSAGE } from '../../../../edge-functions/_shared/resources/session.ts'
import { field, renderInAdmin, requestsMade, serveApi, submit, typeInto } from '../test-support.tsx'
import { ForgottenPasswordForm } from './forgotten-password-form.tsx'
import { PASSWORD_TEXTS } from './password-texts.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const LABEL = 'Usuario o correo electrónico'

const answerEveryRequest = () =>
  serveApi((method, path) =>
    method === 'POST' && path === '/api/password-recovery'
      ? { body: { message: RECOVERY_REQUESTED_MESSAGE } }
      : undefined,
  )

const sentBodies = () =>
  vi.mocked(globalThis.fetch).mock.calls.map(([, init]) => JSON.parse(String(init?.body)))

describe('forgotten-password form', () => {
  it('takes a username: a plain text field, as the sign-in’s, that the browser may fill in', () => {
    renderInAdmin(<ForgottenPasswordForm />, { path: '/auth?vista=recuperar' })
    expect(field(LABEL).type).toBe('text')
    expect(field(LABEL).autocomplete).toBe('username')
  })

  it('sends what was typed to the function and shows its answer', async () => {
    answerEveryRequest()
    renderInAdmin(<ForgottenPasswordForm />, { path: '/auth?vista=recuperar' })
    typeInto(LABEL, '  admin ')
    submit(PASSWORD_TEXTS.forgottenSubmit)
    expect((await screen.findByRole('status')).textContent).toContain(RECOVERY_REQUESTED_MESSAGE)
    expect(requestsMade()).toEqual([{ method: 'POST', path: '/api/password-recovery' }])
    expect(sentBodies()).toEqual([{ username: 'admin' }])
  })

  it('an empty field or a malformed email is refused before anything is sent', async () => {
    answerEveryRequest()
    renderInAdmin(<ForgottenPasswordForm />, { path: '/auth?vista=recuperar' })
    submit(PASSWORD_TEXTS.forgottenSubmit)
    await screen.findByText('El usuario es obligatorio')
    typeInto(LABEL, 'ana@')
    submit(PASSWORD_TEXTS.forgottenSubmit)
    await screen.findByText('Escribe un correo electrónico válido.')
    expect(requestsMade()).toEqual([])
  })

  it("a refusal shows the server's Spanish message", async () => {
    serveApi(() => ({ status: 400, body: { message: 'Escribe un correo electrónico válido.' } }))
    renderInAdmin(<ForgottenPasswordForm />, { path: '/auth?vista=recuperar' })
    typeInto(LABEL, 'ana')
    submit(PASSWORD_TEXTS.forgottenSubmit)
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Escribe un correo electrónico válido.',
    )
  })
})
