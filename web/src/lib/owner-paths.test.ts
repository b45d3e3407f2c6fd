import { describe, expect, it } from 'vitest'
import { canonicalOwnerPath, isOwnerPath } from './owner-paths.ts'

describe('the owner’s areas have one spelling, the one the header rules match', () => {
  it.each([
    ['/ADMIN', '/admin'],
    ['/Admin/medios', '/admin/medios'],
    ['/%61dmin', '/admin'],
    ['/%41DMIN/servicios', '/admin/servicios'],
    ['/AUTH/restablecer', '/auth/restablecer'],
    ['/Auth', '/auth'],
    ['/admin%2Fmedios', '/admin/medios'],
    ['/%41dmin%2Fmedios%20nuevos/x', '/admin/medios%20nuevos/x'],
  ])('%s is sent to %s', (typed, canonical) => {
    expect(canonicalOwnerPath(typed)).toBe(canonical)
  })

  it.each([
    '/admin',
    '/admin/medios',
    '/auth/restablecer',
    '/',
    '/Terapias',
    '/administrar',
    '/%E0',
  ])('%s stays', (path) => {
    expect(canonicalOwnerPath(path)).toBeUndefined()
  })
})

describe('isOwnerPath', () => {
  it.each(['/admin', '/admin/medios', '/auth', '/auth/nueva-contrasena'])(
    "%s is the owner's",
    (path) => {
      expect(isOwnerPath(path)).toBe(true)
    },
  )

  it.each(['/', '/administrar', '/authors', '/terapias/admin'])("%s is the visitors'", (path) => {
    expect(isOwnerPath(path)).toBe(false)
  })
})
