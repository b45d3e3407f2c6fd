import type { Video } from '../../../../edge-functions/_shared/resources/videos.ts'

/** Home shows this many videos until 'Ver más' (spec section 9). */
export const HOME_VIDEO_PREVIEW = 4
/** The resources page shows at most this many videos. */
export const RESOURCES_VIDEO_LIMIT = 8

/** A video with `visible: false` is hidden everywhere on the public site. */
export function visibleVideos<T extends Pick<Video, 'visible'>>(videos: readonly T[]): T[] {
  return videos.filter((video) => video.visible !== false)
}

/** The videos tab of the resources page: the first eight visible ones. */
export function resourcesVideos<T extends Pick<Video, 'visible'>>(videos: readonly T[]): T[] {
  return visibleVideos(videos).slice(0, RESOURCES_VIDEO_LIMIT)
}
