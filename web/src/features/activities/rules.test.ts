import { describe, expect, it } from 'vitest'
import {
  activityActions,
  activityById,
  activityCalendarEntry,
  activityDatesText,
  activityHasEnded,
  activityPagePath,
  activityPlace,
  activityShortText,
  activityType,
  activityWhen,
  filterActivities,
  filterOptions,
  HOME_FILTER_TYPES,
  PAGE_FILTER_TYPES,
  shownStatus,
  statusDisplay,
  upcomingFirst,
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

describe('activities with dates', () => {
  const talk = {
    id: 4,
    title: 'Charla',
    description: 'Una conversación abierta.',
    status: 'inscripcion_abierta',
    ...noLinks,
    reserveButtonUrl: '/contacto',
  }

  it('one the database read as over (isUpcoming false) has ended; without dates, never', () => {
    expect(activityHasEnded({ isUpcoming: false })).toBe(true)
    expect(activityHasEnded({ isUpcoming: true })).toBe(false)
    expect(activityHasEnded({})).toBe(false)
  })

  it("reads 'Finalizado' once over, whatever its stored status, and offers no waiting list", () => {
    expect(shownStatus({ status: 'inscripcion_abierta', isUpcoming: false }).label).toBe(
      'Finalizado',
    )
    expect(shownStatus({ status: 'inscripcion_abierta', isUpcoming: true }).label).toBe(
      'Inscripción abierta',
    )
    expect(waitingListTarget({ ...talk, status: 'pocas_plazas', isUpcoming: false })).toBe(
      undefined,
    )
    expect(waitingListTarget({ ...talk, status: 'pocas_plazas' })).toBe('/contacto')
  })

  it('the list keeps the order by start, with the ended ones last', () => {
    const list = [
      { id: 4, isUpcoming: false },
      { id: 1, isUpcoming: true },
      { id: 2 },
      { id: 3, isUpcoming: false },
    ]
    expect(upcomingFirst(list).map((activity) => activity.id)).toEqual([1, 2, 4, 3])
  })

  it("shows the owner's date text, else her dates in words", () => {
    expect(activityWhen({ date: 'Del 10 al 12 de septiembre', startDate: '2027-09-10' })).toBe(
      'Del 10 al 12 de septiembre',
    )
    expect(activityWhen({ startDate: '2027-09-17', startTime: '19:30:00' })).toBe(
      '17 de septiembre de 2027, 19:30',
    )
    expect(
      activityWhen({
        startDate: '2027-10-02',
        startTime: '10:00',
        endDate: '2027-10-02',
        endTime: '14:00',
      }),
    ).toBe('2 de octubre de 2027, 10:00–14:00')
    expect(activityWhen({ startDate: '2027-09-10', endDate: '2027-09-12' })).toBe(
      '10 de septiembre de 2027 – 12 de septiembre de 2027',
    )
    expect(activityWhen({ date: '  ' })).toBeUndefined()
  })

  it('her dates in words whatever her free text says; none without a start', () => {
    expect(
      activityDatesText({ startDate: '2027-09-17', startTime: '19:30:00', endDate: null }),
    ).toBe('17 de septiembre de 2027, 19:30')
    expect(activityDatesText({ startDate: null, endDate: '2027-09-12' })).toBeUndefined()
  })

  it("a calendar entry: its place, else the centre's address; none without a start or once over", () => {
    const dated = {
      ...talk,
      startDate: '2027-05-15',
      startTime: '19:00',
      updatedAt: '2026-11-20T10:00:00Z',
    }
    const where = { siteUrl: 'https://sitio.es', centreAddress: 'Calle Mayor 1, 02001 Albacete' }
    const entry = activityCalendarEntry({ ...dated, location: 'Biblioteca municipal' }, where)
    expect(entry?.location).toBe('Biblioteca municipal')
    expect(entry?.uid).toBe('actividad-4@sitio.es')
    expect(entry?.url).toBe('https://sitio.es/actividades/4')
    expect(entry?.description).toBe('Una conversación abierta.\n\nhttps://sitio.es/actividades/4')
    expect(entry?.stamp.toISOString()).toBe('2026-11-20T10:00:00.000Z')
    expect(activityCalendarEntry(dated, where)?.location).toBe('Calle Mayor 1, 02001 Albacete')
    expect(
      activityCalendarEntry({ ...dated, isOnline: true, onlinePlatform: 'Zoom' }, where)?.location,
    ).toBe('Online · Zoom')
    expect(activityCalendarEntry(talk, where)).toBeUndefined()
    expect(activityCalendarEntry({ ...dated, isUpcoming: false }, where)).toBeUndefined()
  })
})
