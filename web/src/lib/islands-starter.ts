import {
  EARLY_CLICK_ATTRIBUTE,
  HYDRATED_ISLAND_ATTRIBUTE,
  LIVE_ISLAND_ATTRIBUTE,
} from './island-markers.ts'

/**
 * How an islands-only page starts its islands, inlined at the end of its HTML: nothing is
 * requested before the page's largest paint is on screen, as the browser reports it (`picture`
 * when the page has a priority picture of its own, else whatever it reports first: prerendered
 * text). Then the islands entry is added. Where a browser makes no such reports, once the
 * picture is decoded or the page has loaded; where one never comes (a larger paint came first,
 * a tab in the background), a second after that; at once if the picture fails to load.
 *
 * The buttons of a hydrated island (a baked list's filter, "Ver más") are on screen before the
 * islands run. A click on one starts them at once and marks the button with its turn
 * (`earlyClickAttribute`), for the islands entry to give the clicks again, in order, once the
 * island is live (`liveSelector`), instead of losing them.
 *
 * It runs as written here, from its source (`Function.prototype.toString`): it must stay one
 * self-contained function, reaching nothing outside its parameters.
 */
export function startIslandsAfterLargestPaint(
  entry: string,
  pictureSelector: string,
  hydratedSelector: string,
  liveSelector: string,
  earlyClickAttribute: string,
) {
  const paintReportWaitMs = 1000
  const picture = document.querySelector<HTMLImageElement>(pictureSelector)
  let started = false
  let clicks = 0
  const observer =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
      ? new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[]
          if (entries.some((paint) => !picture || paint.element === picture)) start()
        })
      : undefined
  function start() {
    if (started) return
    started = true
    observer?.disconnect()
    const script = document.createElement('script')
    script.type = 'module'
    script.src = entry
    document.head.append(script)
  }
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button')
      if (!button?.closest(hydratedSelector) || button.closest(liveSelector)) return
      clicks += 1
      button.setAttribute(earlyClickAttribute, String(clicks))
      start()
    },
    true,
  )
  observer?.observe({ type: 'largest-contentful-paint', buffered: true })
  const fallback = () => setTimeout(start, observer ? paintReportWaitMs : 0)
  if (picture) picture.decode().then(fallback, start)
  else if (document.readyState === 'complete') fallback()
  else window.addEventListener('load', fallback, { once: true })
}

/**
 * The inline script that starts a page's islands from `entry`. The TypeScript loaders that run
 * the build (tsx, Vite's config loader) keep function names by wrapping inner functions in a
 * `__name` helper the browser lacks: the script brings a do-nothing one.
 */
export function islandsStarterScript(entry: string, pictureSelector: string): string {
  const parameters = [
    entry,
    pictureSelector,
    `[${HYDRATED_ISLAND_ATTRIBUTE}]`,
    `[${LIVE_ISLAND_ATTRIBUTE}]`,
    EARLY_CLICK_ATTRIBUTE,
  ]
  const call = `(${startIslandsAfterLargestPaint.toString()})(${parameters.map((value) => JSON.stringify(value)).join(',')})`
  return `<script>{const __name=(f)=>f;${call}}</script>`
}
