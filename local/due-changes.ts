/**
 * The embedded stack's stand-in for the hosted job's first step (20261203200000): changes the owner
 * scheduled for a minute are written into their rows by private.publish_due_changes(), here every
 * minute, so `npm run dev` swaps them in as a hosted project does. It publishes only: marking the
 * site for a rebuild is `npm run preview`'s, which runs private.mark_due_schedules() (this and the
 * minute check together) every time it looks at the mark (local/content-rebuild.ts).
 */
import type { Stack } from './stack.ts'

export const DUE_CHANGES_EVERY_MS = 60 * 1000

/** Starts the timer; the answer stops it. */
export function startPublishingDueChanges(
  wire: Pick<Stack['wire'], 'withSession'>,
  every = DUE_CHANGES_EVERY_MS,
) {
  const run = () =>
    wire
      .withSession((db) => db.query('select private.publish_due_changes()'))
      .catch((error) => console.warn('[schedule] publishing due changes failed:', error))
  const timer = setInterval(run, every)
  timer.unref()
  return () => clearInterval(timer)
}
