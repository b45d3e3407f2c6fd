import { afterEach, describe, expect, it } from 'vitest'
import { type Activity, activityKeys } from '../../features/activities/queries.ts'
import { type Album, albumKeys } from '../../features/albums/queries.ts'
import { ownerSettingsFrom } from '../../features/site-settings/queries.ts'
import { queryClient } from '../../lib/query-client.ts'
import { matchRoute } from '../pages.ts'
import { head as activityHead } from './activity.tsx'
import { head as albumHead } from './album.tsx'

const RETREAT = {
  id: 7,
  title: 'Retiro de silencio en la sierra',
  description: 'Tres días de silencio, caminatas y meditación.',
  shortDescription: 'Tres días de silencio en la sierra.',
  type: 'retiro',
  status: 'pocas_plazas',
} as Activity

const ALBUM = {
  id: 3,
  title: 'Calma',
  artist: 'Elena Marín',
  description: 'Música suave para dormir.',
} as Album

const settings = ownerSettingsFrom([])

afterEach(() => queryClient.clear())

describe("«Descripción para buscadores» is the page's description, its short text otherwise", () => {
  it("an activity's page says her words for search engines when she wrote them", () => {
    const declared = matchRoute('/actividades/7').route.head
    queryClient.setQueryData(activityKeys.visible, [
      { ...RETREAT, seoDescription: 'Retiro de silencio en Riópar: tres días sin prisa.' },
    ])
    expect(activityHead({ params: { id: '7' }, settings }, declared).description).toBe(
      'Retiro de silencio en Riópar: tres días sin prisa.',
    )
    queryClient.setQueryData(activityKeys.visible, [{ ...RETREAT, seoDescription: '  ' }])
    expect(activityHead({ params: { id: '7' }, settings }, declared).description).toBe(
      'Tres días de silencio en la sierra.',
    )
  })

  it("an album's page says her words for search engines when she wrote them", () => {
    const context = { params: { id: '3' }, search: '', settings }
    const declared = matchRoute('/album/3').route.head
    queryClient.setQueryData(albumKeys.detail('3'), {
      ...ALBUM,
      seoDescription: 'Calma, música para dormir de Elena Marín.',
    })
    expect(albumHead(context, declared).description).toBe(
      'Calma, música para dormir de Elena Marín.',
    )
    queryClient.setQueryData(albumKeys.detail('3'), { ...ALBUM, seoDescription: null })
    expect(albumHead(context, declared).description).toBe('Música suave para dormir.')
  })
})
