/**
 * How an islands-only page starts its islands, inlined at the end of its HTML: nothing is
 * requested before the page's largest paint is on screen, as the browser reports it (`picture`
 * when the page has a priority picture of its own, else whatever it reports first: prerendered
 * text). Then the islands entry is added. Where a browser makes no such reports, once the
 * picture is decoded or the page has loaded; where one never comes (a larger paint came first,
 * a tab in the background), a second after that; at once if the picture fails to load.
 *
 * It runs as written here, from its source (`Function.prototype.toString`): it must stay one
 * self-contained function, reaching nothing outside its parameters.
 */
export function startIslandsAfterLargestPaint(entry: string, pictureSelector: string) {
  const paintReportWaitMs = 1000
  const picture = document.querySelector<HTMLImageElement>(pictureSelector)
  let started = false
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
  const call = `(${startIslandsAfterLargestPaint.toString()})(${JSON.stringify(entry)},${JSON.stringify(pictureSelector)})`
  return `<script>{const __name=(f)=>f;${call}}</script>`
}
