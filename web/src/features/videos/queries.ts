import { queryOptions } from '@tanstack/react-query'
import type { Video } from '../../../../edge-functions/_shared/resources/videos.ts'

export type { Video }

export const videoKeys = {
  all: ['/api/videos'] as const,
}

export const videosQuery = queryOptions<Video[]>({ queryKey: videoKeys.all })
