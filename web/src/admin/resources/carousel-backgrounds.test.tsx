// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { field, renderInAdmin, submit, typeInto } from '../test-support.tsx'
import { BackgroundForm, backgroundPath, chooseSection } from './carousel-backgrounds.tsx'

afterEach(cleanup)

describe('section backgrounds editor', () => {
  it('choosing a section starts at position 1 (hero included)', () => {
    expect(chooseSection('hero')).toEqual({ section: 'hero', position: 1 })
    expect(chooseSection('books')).toEqual({ section: 'books', position: 1 })
  })

  it('only hero addresses a position', () => {
    expect(backgroundPath({ section: 'hero', position: 3 })).toBe(
      '/api/carousel-backgrounds/hero?position=3',
    )
    expect(backgroundPath({ section: 'albums', position: 1 })).toBe(
      '/api/carousel-backgrounds/albums',
    )
  })

  it('a new background starts white, fully opaque', () => {
    renderInAdmin(<BackgroundForm slot={{ section: 'books', position: 1 }} saved={null} />)
    expect(field('Color de fondo').value).toBe('#ffffff')
    expect(screen.getByText('100 %')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Crear fondo' })).toBeTruthy()
  })

  it("the colour is required: 'El color es requerido'", async () => {
    renderInAdmin(<BackgroundForm slot={{ section: 'books', position: 1 }} saved={null} />)
    typeInto('Color de fondo', '')
    submit('Crear fondo')
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toContain('El color es requerido')
  })

  it('a bad image address is refused', async () => {
    renderInAdmin(<BackgroundForm slot={{ section: 'books', position: 1 }} saved={null} />)
    typeInto('Imagen de fondo', 'fondo.jpg')
    submit('Crear fondo')
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toContain('URL de imagen inválida')
  })

  it('the preview falls back to a placeholder when the image cannot load', () => {
    renderInAdmin(<BackgroundForm slot={{ section: 'products', position: 1 }} saved={null} />)
    typeInto('Imagen de fondo', '/uploads/no-existe.webp')
    const image = document.querySelector('img[src="/uploads/no-existe.webp"]') as HTMLImageElement
    expect(image).toBeTruthy()
    fireEvent.error(image)
    expect(screen.getByText('Sin vista previa')).toBeTruthy()
  })
})
