import { FaArrowLeft } from 'react-icons/fa'
import { useParams } from 'react-router-dom'
import { css } from '#styled/css'
import { Container } from '#styled/jsx'
import { buttonClass } from '../../components/plain/button.tsx'
import { ActivityDetail } from '../../features/activities/activity-detail.tsx'
import { type Activity, activityKeys } from '../../features/activities/queries.ts'
import {
  ACTIVITY_NOT_FOUND,
  activityById,
  activityPagePath,
  activitySearchDescription,
} from '../../features/activities/rules.ts'
import { activityEvent } from '../../features/activities/structured-data.ts'
import { useSiteSetting } from '../../features/site-settings/site-settings.tsx'
import { env } from '../../lib/env.ts'
import { queryClient } from '../../lib/query-client.ts'
import type { PageHead } from '../head.ts'
import { definePage } from '../page-declaration.ts'
import type { PageContext } from '../pages.ts'
import { documentTitle } from '../site.ts'

/**
 * /actividades/{id}: the address names the activity by id, not by a slug of its title, so a
 * shared link keeps working when the owner retitles it (and no slug column, unique and kept in
 * step, is needed). The build prerenders one per visible activity.
 */
export const page = definePage({
  path: '/actividades/:id',
  frame: 'site',
  title: 'Actividad',
  description: 'Una actividad del centro: fecha, lugar, precio y cómo inscribirse.',
  islandsOnly: true,
})

/**
 * The head names the activity once the visible activities are in the query client (at build
 * time): its title, its short text, its picture for the share preview, and its `Event` data.
 */
export function head(
  { params, settings }: Pick<PageContext, 'params'> & Partial<Pick<PageContext, 'settings'>>,
  declared: PageHead,
): PageHead {
  const path = `/actividades/${params.id ?? ''}`
  const siteName = settings?.values.site_name
  const activities = queryClient.getQueryData<Activity[]>(activityKeys.visible)
  const activity = activityById(activities, params.id)
  // With the list read, an id not in it is the folder's 404 page (scripts/prerender.ts), titled
  // as its screen says it.
  if (!activity && activities) {
    return {
      title: documentTitle(path, ACTIVITY_NOT_FOUND, siteName),
      description: declared.description,
    }
  }
  if (!activity) return { ...declared, canonicalPath: undefined }
  const event = activityEvent(activity, env.siteUrl, new Date())
  return {
    title: documentTitle(path, activity.title, siteName),
    description: activitySearchDescription(activity),
    canonicalPath: activityPagePath(activity),
    ...(activity.imageUrl ? { image: activity.imageUrl } : {}),
    ...(event ? { jsonLd: [{ '@context': 'https://schema.org', ...event }] } : {}),
  }
}

export default function ActivityScreen() {
  const { id = '' } = useParams()
  const centreAddress = useSiteSetting('legal_address')
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <div className={css({ mb: { base: '6', md: '8' } })}>
        <a href="/actividades" className={buttonClass({ variant: 'ghost' })}>
          <FaArrowLeft aria-hidden="true" />
          Volver a actividades
        </a>
      </div>
      <ActivityDetail key={id} id={id} centreAddress={centreAddress} />
    </Container>
  )
}
