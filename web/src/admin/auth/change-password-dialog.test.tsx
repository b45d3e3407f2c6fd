// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { field, renderInAdmin, submit, typeInto } from '../test-support.tsx'
import { ChangePasswordDialog } from './change-password-dialog.tsx'
import { PASSWORD_TEXTS } from './password-texts.ts'

const updateUser = vi.fn()
vi.mock('../session/supabase.ts', () => ({ supabase: () => ({ auth: { updateUser } }) }))

beforeEach(() => updateUser.mockReset())
afterEach(cleanup)

function fill(current: string, next: string, again: string) {
  typeInto(PASSWORD_TEXTS.currentLabel, current)
  typeInto(PASSWORD_TEXTS.newLabel, next)
  typeInto(PASSWORD_TEXTS.repeatLabel, again)
}

describe('changing the password asks for the current one and the new one twice', () => {
  it('three hidden fields: the current password, the new one and the new one again', () => {
    renderInAdmin(<ChangePasswordDialog open onClose={() => {}} />)
    expect(field('Contraseña actual').type).toBe('password')
    expect(field('Contraseña actual').autocomplete).toBe('current-password')
    expect(field('Nueva contraseña').type).toBe('password')
    expect(field('Nueva contraseña').autocomplete).toBe('new-password')
    expect(field('Repite la nueva contraseña').type).toBe('password')
  })

  it('without the current password nothing is sent', async () => {
    renderInAdmin(<ChangePasswordDialog open onClose={() => {}} />)
    fill('', 'una-contraseña-nueva', 'una-contraseña-nueva')
    submit(PASSWORD_TEXTS.changeSubmit)
    await screen.findByText(PASSWORD_TEXTS.currentMissing)
    expect(updateUser).not.toHaveBeenCalled()
  })

  it('two different new passwords are refused on the repeat field and nothing is sent', async () => {
    renderInAdmin(<ChangePasswordDialog open onClose={() => {}} />)
    fill('la-de-siempre-123', 'una-contraseña-nueva', 'otra-contraseña-nueva')
    submit(PASSWORD_TEXTS.changeSubmit)
    await screen.findByText(PASSWORD_TEXTS.repeatDiffers)
    expect(updateUser).not.toHaveBeenCalled()
  })

  it('Auth is sent the new password with the current one, which Auth checks', async () => {
    updateUser.mockResolvedValue({ data: { user: {} }, error: null })
    const onClose = vi.fn()
    renderInAdmin(<ChangePasswordDialog open onClose={onClose} />)
    fill('la-de-siempre-123', 'una-contraseña-nueva', 'una-contraseña-nueva')
    submit(PASSWORD_TEXTS.changeSubmit)
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(updateUser).toHaveBeenCalledWith({
      password: 'una-contraseña-nueva',
      current_password: 'la-de-siempre-123',
    })
  })

  it('a wrong current password changes nothing and says so, on its field', async () => {
    updateUser.mockResolvedValue({
      data: { user: null },
      error: { code: 'current_password_invalid', status: 400, message: 'Current password...' },
    })
    const onClose = vi.fn()
    renderInAdmin(<ChangePasswordDialog open onClose={onClose} />)
    fill('no-es-la-actual', 'una-contraseña-nueva', 'una-contraseña-nueva')
    submit(PASSWORD_TEXTS.changeSubmit)
    const shown = await screen.findAllByText(/La contraseña actual no es correcta/)
    expect(shown.length).toBe(2)
    expect(screen.getByRole('alert').textContent).toMatch(/No se ha cambiado nada/)
    expect(onClose).not.toHaveBeenCalled()
  })
})
