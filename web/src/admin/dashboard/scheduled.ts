import { scheduledEventsOf } from '../editor/publication.tsx'
import { itemAddressOf } from '../item-address.ts'
import { COUNTED_LISTS, type CountedList, countPathOf } from './counts.ts'

type Row = Record<string, unknown>

/** A list the dashboard looks through for what is scheduled: every item of a type, as the owner reads them. */
export interface ScheduledSource {
  list: CountedList
  /** The admin's list of every item (promotions: not only the active ones). */
  path: string
}

export const SCHEDULED_SOURCES: readonly ScheduledSource[] = COUNTED_LISTS.map((list) => ({
  list,
  path: list.resource === 'promotions' ? '/api/promotions/all' : countPathOf(list),
}))

/**
 * One line of the dashboard's «Programado»: an item, its type, what happens to it next and when
 * (its scheduled changes before its «Retirar el», say).
 */
export interface ScheduledItem {
  key: string
  name: string
  type: string
  /** 'Se publica el 3 de diciembre de 2026 a las 10:00' (Madrid). */
  when: string
  /** The instant it happens, for the order. */
  at: number
  /** Its form's address. */
  to: string
}

/** What visitors will start or stop seeing, soonest first. */
export function scheduledItems(
  lists: readonly { source: ScheduledSource; rows: readonly Row[] }[],
  now: number = Date.now(),
): ScheduledItem[] {
  const items: ScheduledItem[] = []
  for (const { source, rows } of lists) {
    for (const row of rows) {
      const [next] = scheduledEventsOf(row, now)
      if (!next) continue
      items.push({
        key: `${source.list.resource}-${String(row.id)}`,
        name: String(row[source.list.label] ?? ''),
        type: source.list.title,
        when: next.text,
        at: next.at,
        to: itemAddressOf(source.list.to, row.id),
      })
    }
  }
  return items.sort((a, b) => a.at - b.at)
}
