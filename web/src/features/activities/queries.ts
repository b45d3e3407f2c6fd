import { queryOptions } from '@tanstack/react-query'

/**
 * An activity as the public lists answer it (docs/data-model.md). Type and status stay plain
 * text: rows written before the current lists may hold legacy or unknown values.
 */
export interface Activity {
  id: number
  title: string
  description: string
  shortDescription?: string | null
  /** «Descripción para buscadores»: the page's description meta, instead of its short text. */
  seoDescription?: string | null
  imageUrl?: string | null
  /** What its picture shows: the picture's description, '' when decorative (PictureDescriptions). */
  imageAlt?: string | null
  type?: string | null
  status?: string | null
  location?: string | null
  date?: string | null
  price?: string | null
  isOnline?: boolean | null
  onlinePlatform?: string | null
  ctaText?: string | null
  ctaLink?: string | null
  useGoogleForm?: boolean | null
  googleFormUrl?: string | null
  reserveButtonText?: string | null
  reserveButtonUrl?: string | null
  buttonText2?: string | null
  buttonLink2?: string | null
  /** Its start and end: a day (`YYYY-MM-DD`) and an optional time of Madrid's clock. */
  startDate?: string | null
  startTime?: string | null
  endDate?: string | null
  endTime?: string | null
  /** The database's reading of its dates: false once its end has passed (absent: not ended). */
  isUpcoming?: boolean | null
  updatedAt?: string | null
}

export const activityKeys = {
  featured: ['/api/activities/featured'] as const,
  visible: ['/api/activities/visible'] as const,
}

/** Home: the featured activities. */
export const featuredActivitiesQuery = queryOptions<Activity[]>({ queryKey: activityKeys.featured })

/** The activities page: every visible activity. */
export const visibleActivitiesQuery = queryOptions<Activity[]>({ queryKey: activityKeys.visible })
