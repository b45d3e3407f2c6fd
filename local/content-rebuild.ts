/**
 * Keeps the HTML of `npm run preview` in step with the owner's edits: the database notifies
 * `content_changed` on every write to a content table (migration
 * 20261125001600_content_change_notifications.sql), and after a short quiet spell the site is
 * prerendered again (only the last step of the build: the pages, with the lists read afresh).
 * Edits arriving during a prerender ask for one more once it has finished. Writes that never
 * pause (a stream of them) do not hold a prerender back for ever: the first change waits at most
 * `maxWaitMs`, so an owner's edit is in the HTML within that wait and two prerenders at most.
 */
import type { Stack } from './stack.ts'

export const CONTENT_CHANNEL = 'content_changed'

/** A burst of edits (an album and its tracks saved together) makes one prerender. */
export const QUIET_MS = 300

/** However many changes follow, the first one waits no longer than this for its prerender. */
export const MAX_WAIT_MS = 2_000

export async function rebuildOnContentChange(
  { db, wire }: Pick<Stack, 'db' | 'wire'>,
  prerender: () => Promise<void>,
  {
    quietMs = QUIET_MS,
    maxWaitMs = MAX_WAIT_MS,
    onError = (error: unknown) => console.error(error),
  } = {},
): Promise<() => Promise<void>> {
  let timer: NodeJS.Timeout | undefined
  /** When the oldest change not yet handed to a prerender arrived. */
  let waitingSince: number | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = false

  const run = () => {
    if (stopped) return
    clearTimeout(timer)
    timer = undefined
    waitingSince = undefined
    if (running) {
      again = true
      return
    }
    running = prerender()
      .catch(onError)
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          run()
        }
      })
  }
  const changed = () => {
    const now = Date.now()
    waitingSince ??= now
    clearTimeout(timer)
    timer = setTimeout(run, Math.max(0, Math.min(quietMs, waitingSince + maxWaitMs - now)))
  }
  // The session's LISTEN; it hears the stack's own statements, the wire its clients' (the api
  // function's writes among them).
  const unlisten = await db.listen(CONTENT_CHANNEL, changed)
  const stopHearingClients = wire.onNotification((channel) => {
    if (channel === CONTENT_CHANNEL) changed()
  })
  return async () => {
    stopped = true
    clearTimeout(timer)
    stopHearingClients()
    await unlisten()
    // The prerender under way, not one asked for while it ran: the site is going away.
    while (running) await running
  }
}
