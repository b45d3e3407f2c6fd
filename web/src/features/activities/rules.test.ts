import { describe, expect, it } from 'vitest'
import {
  activityActions,
  activityById,
  activityPagePath,
  activityPlace,
  activityShortText,
  activityType,
  filterActivities,
  filterOptions,
  HOME_FILTER_TYPES,
  PAGE_FILTER_TYPES,
  statusDisplay,
  waitingListTarget,
} from './rules.ts'

const noLinks = {
  ctaText: null,
  ctaLink: null,
  useGoogleForm: false,
  googleFormUrl: null,
  reserveButtonText: null,
  reserveButtonUrl: null,
  buttonText2: null,
  buttonLink2: null,
}

describe('activity status', () => {
  it('maps each status to its label and colour', () => {
    expect(statusDisplay('proximamente')).toMatchObject({ label: 'Próximamente', color: 'orange' })
    expect(statusDisplay('inscripcion_abierta')).toMatchObject({
      label: 'Inscripción abierta',
      color: 'green',
    })
    expect(statusDisplay('inscripcion_cerrada')).toMatchObject({
      label: 'Inscripción cerrada',
      color: 'gray',
    })
    expect(statusDisplay('no_quedan_plazas')).toMatchObject({
      label: 'No quedan plazas',
      color: 'red',
    })
    expect(statusDisplay('pocas_plazas')).toMatchObject({
      label: 'Pocas plazas disponibles',
      color: 'orange',
    })
    expect(statusDisplay('finalizado')).toMatchObject({ label: 'Finalizado', color: 'blue' })
  })

  it('legacy aliases: upcoming, open, limited, closed', () => {
    expect(statusDisplay('upcoming').label).toBe('Próximamente')
    expect(statusDisplay('open').label).toBe('Inscripción abierta')
    expect(statusDisplay('limited').label).toBe('Pocas plazas disponibles')
    expect(statusDisplay('closed').label).toBe('Inscripción cerrada')
  })

  it("an unknown status shows 'Estado desconocido' in gray", () => {
    for (const status of ['pausado', '', null, 'toString']) {
      expect(statusDisplay(status)).toEqual({
        label: 'Estado desconocido',
        color: 'gray',
        waitingList: false,
      })
    }
  })
})

describe('waiting list', () => {
  it('appears for pocas_plazas, no_quedan_plazas and limited only', () => {
    const withStatus = (status: string) => waitingListTarget({ ...noLinks, status })
    expect(withStatus('pocas_plazas')).toBe('/contacto')
    expect(withStatus('no_quedan_plazas')).toBe('/contacto')
    expect(withStatus('limited')).toBe('/contacto')
    for (const status of ['proximamente', 'inscripcion_abierta', 'closed', 'finalizado', 'x']) {
      expect(withStatus(status)).toBeUndefined()
    }
  })

  it('leads where reserving leads, else to the call to action, else to /contacto', () => {
    const full = { ...noLinks, status: 'no_quedan_plazas' }
    expect(waitingListTarget({ ...full, reserveButtonUrl: '/inscripcion/hooponopono' })).toBe(
      '/inscripcion/hooponopono',
    )
    expect(
      waitingListTarget({ ...full, useGoogleForm: true, googleFormUrl: 'https://forms.example/x' }),
    ).toBe('https://forms.example/x')
    expect(waitingListTarget({ ...full, ctaLink: '/nosotros' })).toBe('/nosotros')
  })
})

describe('activity short text', () => {
  it('is the short description when there is one', () => {
    expect(activityShortText({ shortDescription: 'Corto', description: 'x'.repeat(300) })).toBe(
      'Corto',
    )
  })

  it('else the first 100 characters of the description, with an ellipsis only when longer', () => {
    expect(activityShortText({ shortDescription: null, description: 'a'.repeat(100) })).toBe(
      'a'.repeat(100),
    )
    expect(activityShortText({ shortDescription: '  ', description: 'b'.repeat(101) })).toBe(
      `${'b'.repeat(100)}...`,
    )
  })
})

describe('activity buttons', () => {
  it('reserve goes to the external form when chosen, else to the reserve address', () => {
    expect(
      activityActions({
        ...noLinks,
        useGoogleForm: true,
        googleFormUrl: 'https://forms.example/a',
        reserveButtonUrl: '/contacto',
      }),
    ).toEqual([{ kind: 'reserve', text: 'Reservar plaza', to: 'https://forms.example/a' }])
    expect(
      activityActions({
        ...noLinks,
        reserveButtonText: 'Apuntarme',
        reserveButtonUrl: '/contacto',
      }),
    ).toEqual([{ kind: 'reserve', text: 'Apuntarme', to: '/contacto' }])
  })

  it('each button needs both its text and its address', () => {
    expect(activityActions({ ...noLinks, reserveButtonText: 'Reservar', ctaText: 'Info' })).toEqual(
      [],
    )
    expect(
      activityActions({
        ...noLinks,
        ctaText: 'Info',
        ctaLink: '/a',
        buttonText2: 'Más',
        buttonLink2: '/b',
      }),
    ).toEqual([
      { kind: 'cta', text: 'Info', to: '/a' },
      { kind: 'second', text: 'Más', to: '/b' },
    ])
  })

  it('shows the place, or the online platform for an online activity', () => {
    expect(activityPlace({ isOnline: false, onlinePlatform: null, location: 'Albacete' })).toBe(
      'Albacete',
    )
    expect(activityPlace({ isOnline: true, onlinePlatform: 'Zoom', location: 'Albacete' })).toBe(
      'Online · Zoom',
    )
  })
})

describe('activity types and filter', () => {
  it('type aliases: retreat, workshop, course, talk count as retiro, taller, curso, charla', () => {
    expect(activityType('retreat')).toBe('retiro')
    expect(activityType('workshop')).toBe('taller')
    expect(activityType('course')).toBe('curso')
    expect(activityType('talk')).toBe('charla')
    expect(activityType('mentoria')).toBe('mentoria')
    expect(activityType('otra')).toBeUndefined()
  })

  it("filter counts: 'Todas' has every item, then each type with at least one, in spec order", () => {
    const items = [{ type: 'taller' }, { type: 'workshop' }, { type: 'reto' }, { type: 'raro' }]
    expect(filterOptions(items, PAGE_FILTER_TYPES)).toEqual([
      { value: 'all', label: 'Todas', count: 4 },
      { value: 'reto', label: 'Retos', count: 1 },
      { value: 'taller', label: 'Talleres', count: 2 },
    ])
  })

  it('home subset: only retiro, taller, curso, charla, reto, each with a featured activity', () => {
    const featured = [{ type: 'retiro' }, { type: 'sesion' }, { type: 'talk' }, { type: 'reto' }]
    expect(filterOptions(featured, HOME_FILTER_TYPES).map((option) => option.value)).toEqual([
      'all',
      'retiro',
      'charla',
      'reto',
    ])
  })

  it('a filter shows its type, aliases included; all shows everything', () => {
    const items = [{ type: 'retiro' }, { type: 'retreat' }, { type: 'taller' }]
    expect(filterActivities(items, 'retiro')).toHaveLength(2)
    expect(filterActivities(items, 'all')).toHaveLength(3)
  })
})

describe("an activity's own page", () => {
  it('is at /actividades/{id}', () => {
    expect(activityPagePath({ id: 7 })).toBe('/actividades/7')
  })

  it('finds its activity by the id as the address writes it, and nothing else', () => {
    const visible = [{ id: 3 }, { id: 12 }]
    expect(activityById(visible, '12')).toEqual({ id: 12 })
    expect(activityById(visible, '4')).toBeUndefined()
    expect(activityById(visible, '012')).toBeUndefined()
    expect(activityById(visible, '12abc')).toBeUndefined()
    expect(activityById(visible, undefined)).toBeUndefined()
    expect(activityById(undefined, '3')).toBeUndefined()
  })
})
