// @vitest-environment screen
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ActivityCard } from '../../features/activities/activity-card.tsx'
import LiveActivityDetail from '../../features/activities/activity-detail-live.tsx'
import { type Activity, activityKeys } from '../../features/activities/queries.ts'
import { ACTIVITY_NOT_FOUND } from '../../features/activities/rules.ts'
import { queryClient } from '../../lib/query-client.ts'
import { matchRoute } from '../pages.ts'
import { SITE_NAME } from '../site.ts'
import { head } from './activity.tsx'

const RETREAT: Activity = {
  id: 7,
  title: 'Retiro de silencio en la sierra',
  description: 'Tres días de silencio, caminatas y meditación.\nIncluye alojamiento y comidas.',
  shortDescription: 'Tres días de silencio en la sierra.',
  imageUrl: '/demo/retiro.webp',
  type: 'retiro',
  status: 'pocas_plazas',
  location: 'Riópar, Albacete',
  date: '12 de septiembre de 2027',
  price: '280 €',
  isOnline: false,
  reserveButtonText: 'Reservar plaza',
  reserveButtonUrl: 'https://forms.example.org/retiro',
  ctaText: 'Más información',
  ctaLink: '/contacto',
}

const declared = matchRoute('/actividades/7').route.head

beforeEach(() => {
  queryClient.setQueryData(activityKeys.visible, [RETREAT])
})

afterEach(() => {
  cleanup()
  queryClient.clear()
})

describe('an activity page', () => {
  it('is served at /actividades/{id}, islands only', () => {
    const { route } = matchRoute('/actividades/7')
    expect(route.path).toBe('/actividades/:id')
    expect(route.islandsOnly).toBe(true)
    expect(matchRoute('/actividades').route.path).toBe('/actividades')
  })

  it("has the activity's own title, description, share picture and Event data", () => {
    const own = head({ params: { id: '7' } }, declared)
    expect(own.title).toBe('Retiro de silencio en la sierra | Centro de Bienestar Integral')
    expect(own.description).toBe('Tres días de silencio en la sierra.')
    expect(own.canonicalPath).toBe('/actividades/7')
    expect(own.image).toBe('/demo/retiro.webp')
    expect(own.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: RETREAT.title,
        startDate: '2027-09-12',
        url: expect.stringMatching(/\/actividades\/7$/),
      }),
    ])
  })

  it('an id no visible activity has is titled «Actividad no encontrada», without a canonical address', () => {
    const missing = head({ params: { id: '8' } }, declared)
    expect(missing.title).toBe(`${ACTIVITY_NOT_FOUND} | ${SITE_NAME}`)
    expect(missing.canonicalPath).toBeUndefined()
  })

  it('shows the full description, date, place, price and its buttons', async () => {
    render(<LiveActivityDetail id="7" />)
    await act(async () => {})
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(RETREAT.title)
    expect(screen.getByText(/Incluye alojamiento y comidas\./)).toBeTruthy()
    expect(screen.getByText('12 de septiembre de 2027')).toBeTruthy()
    expect(screen.getByText('Riópar, Albacete')).toBeTruthy()
    expect(screen.getByText('280 €')).toBeTruthy()
    expect(screen.getByText('Pocas plazas disponibles')).toBeTruthy()
    expect(screen.getByRole('link', { name: /^Reservar plaza/ }).getAttribute('href')).toBe(
      'https://forms.example.org/retiro',
    )
    expect(screen.getByRole('link', { name: /^Más información/ }).getAttribute('href')).toBe(
      '/contacto',
    )
    expect(screen.getByRole('link', { name: /^Unirse a lista de espera/ })).toBeTruthy()
  })

  it("says 'Actividad no encontrada' for an activity that is not visible", async () => {
    render(<LiveActivityDetail id="99" />)
    await act(async () => {})
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Actividad no encontrada')
    expect(
      screen.getByRole('link', { name: 'Ver todas las actividades' }).getAttribute('href'),
    ).toBe('/actividades')
  })

  it("is linked from the activity's card", () => {
    render(
      <ul>
        <ActivityCard activity={RETREAT} headingLevel="h3" />
      </ul>,
    )
    const more = screen.getByRole('link', { name: `Ver más detalles: ${RETREAT.title}` })
    expect(more.getAttribute('href')).toBe('/actividades/7')
  })
})
