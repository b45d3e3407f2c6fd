// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { madridWallTime } from '../../../../edge-functions/_shared/madrid-time.ts'
import { activitiesType } from '../resources/activities.tsx'
import { booksType } from '../resources/books.tsx'
import { heroType } from '../resources/hero.tsx'
import { productsType } from '../resources/products.tsx'
import { promotionsType } from '../resources/promotions.tsx'
import { servicesType } from '../resources/services.tsx'
import { testimonialsType } from '../resources/testimonials.tsx'
import { videosType } from '../resources/videos.tsx'
import { field, queryField, renderInAdmin, submit, typeInto } from '../test-support.tsx'
import type { ListContentType } from './content-type.ts'
import { ResourceForm } from './resource-form.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderForm(contentType: ListContentType, record?: Record<string, unknown>) {
  return renderInAdmin(<ResourceForm contentType={contentType} record={record} />)
}

/** The error texts under the fields, in form order. */
async function fieldErrors(): Promise<string[]> {
  await screen.findByRole('alert')
  return [...document.querySelectorAll('[data-part="error-text"]')].map(
    (node) => node.textContent ?? '',
  )
}

describe('service form', () => {
  it('title, description and icon are required, with their messages', async () => {
    renderForm(servicesType)
    submit('Publicar')
    expect(await fieldErrors()).toEqual([
      'El título es obligatorio',
      'El icono es obligatorio',
      'La descripción es obligatoria',
    ])
  })

  it('the order is a whole number not below zero', async () => {
    renderForm(servicesType)
    typeInto('Orden', '-2')
    submit('Publicar')
    expect(await fieldErrors()).toContain('El orden debe ser un número entero no negativo')
  })

  it('a link must be a site path, an anchor or an http(s) address', async () => {
    renderForm(servicesType)
    typeInto('Enlace', 'javascript:alert(1)')
    submit('Publicar')
    expect(await fieldErrors()).toContain('El enlace debe empezar por http://, https://, / o #')
  })
})

describe('activity form', () => {
  it('Empieza and Termina are date pickers with optional times; an end before the start is refused', async () => {
    renderForm(activitiesType, {
      id: 7,
      title: 'Charla',
      description: 'x',
      type: 'charla',
      status: 'inscripcion_abierta',
      startDate: '2027-05-15',
      startTime: '19:00:00',
      endDate: null,
      endTime: null,
      updatedAt: '2026-11-20T10:00:00Z',
    })
    expect(field('Empieza')).toHaveProperty('type', 'date')
    expect(field('Empieza')).toHaveProperty('value', '2027-05-15')
    expect(field('Hora de inicio')).toHaveProperty('type', 'time')
    expect(field('Hora de inicio')).toHaveProperty('value', '19:00')
    expect(field('Termina')).toHaveProperty('type', 'date')
    expect(field('Hora de fin')).toHaveProperty('type', 'time')
    fireEvent.change(field('Termina'), { target: { value: '2027-05-14' } })
    submit('Guardar cambios')
    expect(await fieldErrors()).toEqual(['La fecha de fin no puede ser anterior a la de inicio'])
  })

  it('title and description are required', async () => {
    renderForm(activitiesType)
    submit('Publicar')
    expect(await fieldErrors()).toEqual([
      'El título es obligatorio',
      'La descripción es obligatoria',
    ])
  })

  it('the image is a local path or an external http(s) address', async () => {
    renderForm(activitiesType)
    typeInto('Imagen', 'ftp://ejemplo.es/foto.jpg')
    submit('Publicar')
    expect(await fieldErrors()).toContain(
      'La URL debe ser una ruta local (/attached_assets/...) o una URL externa (https://...)',
    )
  })

  it('a new activity starts as a retiro, próximamente, with "Reservar plaza"', () => {
    renderForm(activitiesType)
    expect(field('Tipo').value).toBe('retiro')
    expect(field('Estado').value).toBe('proximamente')
    expect(field('Texto del botón').value).toBe('Reservar plaza')
  })

  it('an online activity asks for the platform, otherwise for the location', async () => {
    renderForm(activitiesType)
    expect(queryField('Plataforma online')).toBeNull()
    expect(field('Ubicación')).toBeTruthy()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Actividad online' }))
    await waitFor(() => expect(queryField('Plataforma online')).toBeTruthy())
    expect(queryField('Ubicación')).toBeNull()
  })

  it('the enrolment leads to one link or, with its switch, to one Google form instead', async () => {
    renderForm(activitiesType)
    expect(field('Enlace de inscripción')).toBeTruthy()
    expect(queryField('URL del formulario de Google')).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Con un formulario de Google' }))
    await waitFor(() => expect(queryField('URL del formulario de Google')).toBeTruthy())
    expect(queryField('Enlace de inscripción')).toBeNull()
  })

  it('the enrolment comes first, under «Inscripción»; the other buttons are folded, closed', async () => {
    renderForm(activitiesType)
    const enrolment = screen.getByRole('group', { name: 'Inscripción' })
    expect(within(enrolment).getByLabelText('Texto del botón')).toBeTruthy()
    expect(within(enrolment).getByLabelText('Enlace de inscripción')).toBeTruthy()
    const others = screen.getByRole('button', { name: 'Otros botones' })
    expect(others.getAttribute('aria-expanded')).toBe('false')
    const folded = screen.getByRole('group', { name: 'Otros botones' })
    expect(within(folded).getByLabelText('Texto del botón 2').closest('[hidden]')).toBeTruthy()
    expect(
      enrolment.compareDocumentPosition(folded) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    fireEvent.click(others)
    await waitFor(() => expect(others.getAttribute('aria-expanded')).toBe('true'))
    expect(within(folded).getByLabelText('Texto del botón 2').closest('[hidden]')).toBeNull()
  })

  it('«Fechas» holds the four date fields; her free-text date is folded under «Fecha en texto»', () => {
    renderForm(activitiesType)
    const dates = screen.getByRole('group', { name: 'Fechas' })
    for (const label of ['Empieza', 'Hora de inicio', 'Termina', 'Hora de fin']) {
      expect(within(dates).getByLabelText(label)).toBeTruthy()
    }
    const toggle = screen.getByRole('button', { name: 'Fecha en texto' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const folded = screen.getByRole('group', { name: 'Fecha en texto' })
    expect(
      within(folded).getByLabelText('Fecha en texto (opcional)').closest('[hidden]'),
    ).toBeTruthy()
    expect(dates.compareDocumentPosition(folded) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('a saved free-text date is counted on its closed section', () => {
    renderForm(activitiesType, { id: 3, title: 'Taller', description: 'D', date: 'Cada martes' })
    const toggle = screen.getByRole('button', { name: /^Fecha en texto/ })
    expect(toggle.textContent).toContain('1 campo relleno')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })

  it('a closed section says how many of its fields hold something', () => {
    renderForm(activitiesType, {
      id: 3,
      title: 'Taller',
      description: 'D',
      ctaText: 'Más información',
      ctaLink: '/contacto',
    })
    const others = screen.getByRole('button', { name: /^Otros botones/ })
    expect(others.textContent).toContain('2 campos rellenos')
    expect(others.getAttribute('aria-expanded')).toBe('false')
  })

  it('a wrong link in the closed section opens it, so its message is seen', async () => {
    renderForm(activitiesType)
    typeInto('Título', 'Taller')
    typeInto('Descripción', 'D')
    typeInto('Enlace del botón 3', 'javascript:alert(1)')
    submit('Publicar')
    expect(await fieldErrors()).toEqual(['El enlace debe empezar por http://, https://, / o #'])
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^Otros botones/ }).getAttribute('aria-expanded'),
      ).toBe('true'),
    )
  })

  it('an activity stored with a legacy type opens with the current one', () => {
    renderForm(activitiesType, {
      id: 1,
      title: 'A',
      description: 'B',
      type: 'workshop',
      status: 'open',
    })
    expect(field('Tipo').value).toBe('taller')
    expect(field('Estado').value).toBe('inscripcion_abierta')
  })
})

describe('product form', () => {
  it('title and description are required; a bad image address is refused', async () => {
    renderForm(productsType)
    typeInto('Imagen', 'imagen.jpg')
    submit('Publicar')
    expect(await fieldErrors()).toEqual([
      'El título es obligatorio',
      'La descripción es obligatoria',
      'URL de imagen inválida',
    ])
  })

  it('a new product button reads "Comprar"', () => {
    renderForm(productsType)
    expect(field('Texto del botón').value).toBe('Comprar')
  })
})

describe('testimonial form', () => {
  it('name, quote and content are required; a bad photo address is refused', async () => {
    renderForm(testimonialsType)
    typeInto('Foto', 'no es una url')
    submit('Publicar')
    expect(await fieldErrors()).toEqual([
      'El nombre es obligatorio',
      'URL de imagen inválida',
      'La cita es obligatoria',
      'El contenido es obligatorio',
    ])
  })
})

describe('video form', () => {
  it('title and link are required', async () => {
    renderForm(videosType)
    submit('Publicar')
    expect(await fieldErrors()).toEqual(['El título es obligatorio', 'El enlace es obligatorio'])
  })

  it('the link must be a web address and the thumbnail a valid one', async () => {
    renderForm(videosType)
    typeInto('Enlace del video', 'youtube')
    typeInto('Miniatura', 'miniatura')
    submit('Publicar')
    expect(await fieldErrors()).toEqual([
      'El título es obligatorio',
      'URL del video inválida',
      'URL de miniatura inválida',
    ])
  })
})

describe('book form', () => {
  it('title and author are required; a bad cover address is refused', async () => {
    renderForm(booksType)
    typeInto('Portada', 'portada')
    submit('Publicar')
    expect(await fieldErrors()).toEqual([
      'El título es obligatorio',
      'El autor es obligatorio',
      'URL de portada inválida',
    ])
  })

  it('download counts are whole numbers not below zero', async () => {
    renderForm(booksType)
    typeInto('Descargas reales', '-1')
    typeInto('Descargas adicionales', '2.5')
    submit('Publicar')
    const errors = await fieldErrors()
    expect(
      errors.filter(
        (error) => error === 'El número de descargas debe ser un número entero no negativo',
      ),
    ).toHaveLength(2)
  })

  it('the purchase link shows while purchasable, the download link while downloadable', async () => {
    renderForm(booksType)
    expect(field('Enlace de compra')).toBeTruthy()
    expect(queryField('Enlace de descarga')).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Se puede comprar' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Se puede descargar' }))
    await waitFor(() => expect(queryField('Enlace de compra')).toBeNull())
    expect(queryField('Enlace de descarga')).toBeTruthy()
  })

  it('a new book says "Próximamente" when its notice is on', () => {
    renderForm(booksType)
    expect(field('Texto de próximamente').value).toBe('Próximamente')
  })
})

describe('promotion form', () => {
  it('title and description are required', async () => {
    renderForm(promotionsType)
    submit('Publicar')
    expect(await fieldErrors()).toEqual([
      'El título es obligatorio',
      'La descripción es obligatoria',
    ])
  })

  it('a new promotion uses the tag icon and is active', () => {
    renderForm(promotionsType)
    expect(field('Icono').value).toBe('tag')
    expect(
      (
        screen.getByRole('checkbox', {
          name: 'Activa (se muestra en el sitio)',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true)
  })
})

describe('hero form', () => {
  it('the title is required, the image address valid and the order not negative', async () => {
    renderForm(heroType)
    typeInto('Imagen de fondo', 'fondo')
    typeInto('Orden', '-1')
    submit('Publicar')
    expect(await fieldErrors()).toEqual([
      'El título es obligatorio',
      'URL de imagen inválida',
      'El orden debe ser un número entero no negativo',
    ])
  })
})

describe('every form', () => {
  it('a new item is saved with «Guardar borrador» or «Publicar», never an unclear «Crear»', () => {
    for (const contentType of [activitiesType, servicesType, videosType]) {
      const view = renderForm(contentType)
      expect(screen.getByRole('button', { name: 'Guardar borrador' })).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Publicar' })).toHaveProperty('type', 'submit')
      expect(screen.queryByRole('button', { name: 'Crear' })).toBeNull()
      view.unmount()
    }
  })

  it('an edit form saves with "Guardar cambios"; Cancelar brings the loaded values back', () => {
    renderForm(servicesType, { id: 3, title: 'Nutrición', description: 'D', icon: 'utensils' })
    typeInto('Título', 'Otra cosa')
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(field('Título').value).toBe('Nutrición')
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeTruthy()
  })

  it('the submit reads «Programar» while «Publicar el» is a later minute', async () => {
    renderForm(promotionsType)
    typeInto('Publicar el', madridWallTime(new Date(Date.now() + 120_000)))
    expect(await screen.findByRole('button', { name: 'Programar' })).toBeTruthy()
    typeInto('Publicar el', '')
    expect(await screen.findByRole('button', { name: 'Publicar' })).toBeTruthy()
  })

  it('the error summary names each wrong field', async () => {
    renderForm(videosType)
    submit('Publicar')
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toContain('Título: El título es obligatorio')
    expect(summary.textContent).toContain('Enlace del video: El enlace es obligatorio')
  })
})

describe('where the item appears', () => {
  const notice = () => screen.getByTestId('places-notice').textContent ?? ''

  it('a product that is not featured appears nowhere; marked featured it will be on home and /productos', async () => {
    renderForm(productsType)
    expect(notice()).toBe('Al guardar no aparecerá en el sitio: márcalo como destacado.')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Destacado' }))
    await waitFor(() => expect(notice()).toMatch(/^Al guardar aparecerá en: Inicio/))
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.closest('[data-testid="places-notice"]'))
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/#productos', '/productos'])
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true)
  })

  it('a draft appears nowhere until "Publicar", whatever its values, and offers no "Ver en el sitio"', () => {
    renderForm(promotionsType, {
      id: 5,
      title: 'Bono',
      description: 'D',
      isActive: true,
      publishedAt: null,
      draft: null,
    })
    expect(notice()).toBe(
      'No aparece en el sitio: es un borrador; los visitantes lo verán cuando pulses «Publicar».',
    )
    expect(screen.queryByRole('link', { name: /Ver en el sitio/ })).toBeNull()
  })

  it('a scheduled item appears nowhere until its minute, and a retired one no more, with no "Ver en el sitio"', () => {
    const promotion = { id: 6, title: 'Bono', description: 'D', isActive: true, draft: null }
    const view = renderForm(promotionsType, {
      ...promotion,
      publishedAt: '2999-01-02T09:30:00.000Z',
    })
    expect(notice()).toMatch(
      /^No aparece en el sitio: está programado; los visitantes lo verán desde el .*2999/,
    )
    expect(screen.queryByRole('link', { name: /Ver en el sitio/ })).toBeNull()
    view.unmount()
    renderForm(promotionsType, {
      ...promotion,
      publishedAt: '2020-01-01T00:00:00.000Z',
      unpublishedAt: '2021-01-01T00:00:00.000Z',
    })
    expect(notice()).toMatch(
      /^No aparece en el sitio: se retiró el .*2021.*; los visitantes ya no lo ven\.$/,
    )
    expect(screen.queryByRole('link', { name: /Ver en el sitio/ })).toBeNull()
  })

  it('a saved promotion says where it is, with "Ver en el sitio" to its first place', () => {
    renderForm(promotionsType, { id: 4, title: 'Bono', description: 'D', isActive: true })
    expect(notice()).toMatch(/^Aparece en: Inicio/)
    const view = screen.getByRole('link', { name: /Ver en el sitio/ })
    expect(view.getAttribute('href')).toBe('/#promociones')
  })

  it('after "Publicar" the form edits the created item, says where it is and offers "Ver en el sitio"', async () => {
    const created = {
      id: 12,
      name: 'Lucía',
      quote: 'Muy bien',
      content: 'Todo fue muy bien.',
      featured: true,
      age: null,
      avatarUrl: null,
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(created), { status: 201 })),
    )
    const onCreated = vi.fn()
    renderInAdmin(<ResourceForm contentType={testimonialsType} onCreated={onCreated} />)
    typeInto('Nombre', 'Lucía')
    typeInto('Cita', 'Muy bien')
    typeInto('Contenido', 'Todo fue muy bien.')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Destacado' }))
    submit('Publicar')
    await screen.findByRole('button', { name: 'Guardar cambios' })
    expect(onCreated).toHaveBeenCalledWith(created)
    expect(field('Nombre').value).toBe('Lucía')
    expect(notice()).toMatch(/^Aparece en: Inicio.*, \/testimonios/)
    expect(screen.getByRole('link', { name: /Ver en el sitio/ }).getAttribute('href')).toBe(
      '/#testimonios',
    )
  })
})
