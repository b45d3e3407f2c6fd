import { describe, expect, it } from 'vitest'
import { canCollapse, previewItems } from '../../components/content/show-more.tsx'
import { HOME_VIDEO_PREVIEW, resourcesVideos, visibleVideos } from './rules.ts'

const videos = (count: number, hidden: number[] = []) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    visible: !hidden.includes(index + 1),
  }))

describe('videos', () => {
  it('a video with visible false is hidden', () => {
    const shown = visibleVideos([...videos(3, [2]), { id: 4, visible: undefined }])
    expect(shown.map((video) => video.id)).toEqual([1, 3, 4])
  })

  it("home shows the first 4 videos, 'Ver más' shows all, 'Ver menos' the first 4 again", () => {
    const list = videos(9)
    expect(HOME_VIDEO_PREVIEW).toBe(4)
    expect(previewItems(list, HOME_VIDEO_PREVIEW, false).map((video) => video.id)).toEqual([
      1, 2, 3, 4,
    ])
    expect(previewItems(list, HOME_VIDEO_PREVIEW, true)).toHaveLength(9)
  })

  it("'Ver más' appears on home only when there are more than 4 videos", () => {
    expect(canCollapse(4, HOME_VIDEO_PREVIEW)).toBe(false)
    expect(canCollapse(5, HOME_VIDEO_PREVIEW)).toBe(true)
  })

  it('resources shows at most 8 videos, excluding those with visible false', () => {
    const shown = resourcesVideos(videos(12, [2, 5]))
    expect(shown.map((video) => video.id)).toEqual([1, 3, 4, 6, 7, 8, 9, 10])
  })
})
