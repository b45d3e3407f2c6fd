import createCache from '@emotion/cache'

/**
 * One cache key on the server and in the browser, so the styles extracted into the prerendered
 * HTML are adopted by the client instead of inserted twice. New styles go right after the
 * `emotion-insertion-point` meta in <head>.
 */
export const EMOTION_KEY = 'css'
export const INSERTION_POINT_NAME = 'emotion-insertion-point'

export function createEmotionCache() {
  const insertionPoint =
    typeof document === 'undefined'
      ? undefined
      : (document.querySelector<HTMLMetaElement>(`meta[name="${INSERTION_POINT_NAME}"]`) ??
        undefined)
  return createCache({ key: EMOTION_KEY, insertionPoint })
}
