import { expect, test } from 'vitest'
import { nameOfPage, pathOfPage } from './page-slugs.ts'

test('the admin names a part of a page by the page and the part, a legal page by its title', () => {
  expect(nameOfPage('nosotros-elena-marin', 'Elena Marín')).toBe('Nosotros · Elena Marín')
  expect(nameOfPage('terapias', 'Terapias para cuidar cuerpo y mente')).toBe(
    'Terapias · Presentación',
  )
  expect(nameOfPage('terminos', 'Términos y condiciones')).toBe('Términos y condiciones')
})

test('a part of a page is drawn on its page, a legal page at its own address', () => {
  expect(pathOfPage('terapias-comunidad')).toBe('/terapias')
  expect(pathOfPage('aviso-legal')).toBe('/aviso-legal')
})
