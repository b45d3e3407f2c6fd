// @vitest-environment screen
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { field, renderInAdmin, submit } from '../test-support.tsx'
import { LOGIN_TEXTS, LoginForm } from './login-screen.tsx'

afterEach(cleanup)

describe('login form', () => {
  it('username and password are both required', async () => {
    renderInAdmin(<LoginForm />, { path: '/auth' })
    submit(LOGIN_TEXTS.submit)
    await screen.findByText('El usuario es obligatorio')
    expect(screen.getByText('La contraseña es obligatoria')).toBeTruthy()
  })

  it('the password is typed hidden and both fields help the browser fill them in', () => {
    renderInAdmin(<LoginForm />, { path: '/auth' })
    expect(field('Contraseña').type).toBe('password')
    expect(field('Contraseña').autocomplete).toBe('current-password')
    expect(field('Usuario o correo electrónico').autocomplete).toBe('username')
  })
})
