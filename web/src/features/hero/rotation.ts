import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { HERO_INTERVAL_MS, HERO_SLIDE_COUNT, nextSlide } from './slides.ts'

/**
 * The slide on show. While `running`, it moves to the next one every `intervalMs`, cyclically;
 * choosing a slide starts the interval again from that slide.
 */
export function useRotation({
  running,
  count = HERO_SLIDE_COUNT,
  intervalMs = HERO_INTERVAL_MS,
}: {
  running: boolean
  count?: number
  intervalMs?: number
}): { active: number; goTo: (index: number) => void } {
  const [active, setActive] = useState(0)
  useEffect(() => {
    if (!running) return
    const timer = window.setTimeout(() => setActive(nextSlide(active, count)), intervalMs)
    return () => window.clearTimeout(timer)
  }, [running, active, count, intervalMs])
  const goTo = useCallback((index: number) => setActive(index), [])
  return { active, goTo }
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/** Whether the visitor asked for less motion; false while prerendering. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  )
}

function preload(url: string): Promise<void> {
  return new Promise((resolve) => {
    const image = new Image()
    // A picture that fails still ends the wait: its slide shows the colour underneath.
    image.onload = image.onerror = () => resolve()
    image.src = url
  })
}

/** True once every picture of `urls` has loaded (or failed); false again when they change. */
export function useImagesPreloaded(urls: readonly string[]): boolean {
  const key = urls.join('\n')
  const [loadedKey, setLoadedKey] = useState<string | undefined>()
  useEffect(() => {
    let current = true
    void Promise.all(key.split('\n').map(preload)).then(() => {
      if (current) setLoadedKey(key)
    })
    return () => {
      current = false
    }
  }, [key])
  return loadedKey === key
}
