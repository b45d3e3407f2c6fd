/**
 * Keeps the HTML of `npm run preview` in step with the owner's edits. Every write to a content
 * table marks the site as changed in the database (private.site_changes, migration
 * 20261128300000_site_changes_drive_rebuilds.sql, the mark a hosted project's build hook is posted
 * from too), and the site is prerendered again from that mark (only the last step of the build:
 * the pages, with the lists read afresh). The mark's `content_changed` notification wakes us at
 * once; the mark is looked at every `pollMs` as well, so a notification nobody heard delays a
 * prerender, never loses it. A prerender starts by taking the marks: one made while it runs asks
 * for the next. Edits wait for a short quiet spell, but writes that never pause (a stream of them)
 * do not hold a prerender back for ever: the first change waits at most `maxWaitMs`, so an
 * owner's edit is in the HTML within that wait and two prerenders at most.
 */
import type { Stack } from './stack.ts'

export const CONTENT_CHANNEL = 'content_changed'

/** How often the mark is looked at, for a change whose notification did not arrive. */
export const POLL_MS = 2_000

/**
 * Runs the mark's queries with the database to ourselves, through the wire's turns: PGlite is one
 * session, and a query slipped in between a client's messages would run inside its transaction.
 */
type Session = Pick<Stack['wire'], 'withSession'>

/**
 * Whether the site is marked as changed since the marks were last taken, once a scheduled publish
 * or retire minute that has passed is marked too, and the changes scheduled for it are written
 * into their rows: the SQL a hosted project's job runs every minute (private.mark_due_schedules,
 * 20261129200000_scheduled_publishing.sql, 20261203200000), here on the poll's timer.
 */
export async function siteIsMarked(wire: Session): Promise<boolean> {
  const { rows } = await wire.withSession(async (db) => {
    await db.query('select private.mark_due_schedules()')
    return db.query<{ marked: boolean }>(
      'select exists (select from private.site_changes) as marked',
    )
  })
  return rows[0].marked
}

/** Takes every mark (the next prerender or build covers them); true when there was one. */
export async function takeSiteChanges(wire: Session): Promise<boolean> {
  const { rows } = await wire.withSession((db) =>
    db.query<{ taken: boolean }>('select private.take_site_changes() as taken'),
  )
  return rows[0].taken
}

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
    pollMs = POLL_MS,
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
    running = (async () => {
      if (await takeSiteChanges(wire)) await prerender()
    })()
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
  // A mark already waiting (made while nobody listened) or one whose notification went astray.
  const lookAtMark = () => {
    siteIsMarked(wire)
      .then((marked) => {
        if (marked && !stopped) changed()
      })
      .catch(onError)
  }
  lookAtMark()
  const poll = setInterval(lookAtMark, pollMs)
  return async () => {
    stopped = true
    clearTimeout(timer)
    clearInterval(poll)
    stopHearingClients()
    await unlisten()
    // The prerender under way, not one asked for while it ran: the site is going away.
    while (running) await running
  }
}
