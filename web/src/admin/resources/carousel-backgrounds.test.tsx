// @vitest-environment screen
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { field, queryField, renderInAdmin, submit, typeInto } from '../test-support.tsx'
import {
  BackgroundForm,
  backgroundPath,
  chooseSection,
  HERO_CONTENT_EDITOR,
} from './carousel-backgrounds.tsx'

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

  it("a hero position offers no picture: it points to 'Contenido del Hero', where slides get theirs", () => {
    renderInAdmin(
      <BackgroundForm
        slot={{ section: 'hero', position: 2 }}
        saved={{
          id: 1,
          section: 'hero',
          position: 2,
          backgroundUrl: '/demo/hero-2.webp',
          backgroundColor: '#ffffff',
          opacity: 100,
          title: null,
          subtitle: null,
          createdAt: '',
          updatedAt: '',
        }}
      />,
    )
    expect(queryField('Imagen de fondo')).toBeNull()
    const link = screen.getByRole('link', { name: 'Contenido del Hero' })
    expect(link.getAttribute('href')).toBe(HERO_CONTENT_EDITOR)
    expect(field('Color de fondo').value).toBe('#ffffff')
  })
})
