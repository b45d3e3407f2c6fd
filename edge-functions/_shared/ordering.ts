import * as v from 'valibot'
import { messages } from './fields.ts'

/** Far more rows than any list the owner keeps in order by hand. */
export const MAX_ORDERED = 1_000

export const ORDER_MESSAGES = {
  list: 'El orden debe ser una lista con los identificadores de los elementos',
  id: 'Cada identificador debe ser un número entero positivo',
  repeated: 'Cada elemento debe aparecer una sola vez en el orden',
  tooMany: `El orden no puede tener más de ${MAX_ORDERED} elementos`,
  unknown: 'El orden incluye elementos que no existen',
} as const

const id = v.pipe(
  v.number(ORDER_MESSAGES.id),
  v.safeInteger(ORDER_MESSAGES.id),
  v.minValue(1, ORDER_MESSAGES.id),
)

/** `PUT .../order`: `{ ids }`, every id of the list once, in its new order. */
export const orderSchema = v.object(
  {
    ids: v.pipe(
      v.array(id, ORDER_MESSAGES.list),
      v.maxLength(MAX_ORDERED, ORDER_MESSAGES.tooMany),
      v.check((ids) => new Set(ids).size === ids.length, ORDER_MESSAGES.repeated),
    ),
  },
  // A missing `ids` is reported on the object: say what is missing, not that the body is wrong.
  (issue) => (issue.path ? ORDER_MESSAGES.list : messages.invalidBody),
)

export type OrderInput = v.InferOutput<typeof orderSchema>

/**
 * Rows the owner puts in order by hand, in one request that numbers `column` 1..n in the order
 * sent. A resource declares it once; the API serves `PUT /api/<path>/order` and the admin list
 * offers dragging, the keyboard and the Subir / Bajar buttons.
 */
export interface Ordering {
  column: string
  /**
   * Rows kept per parent are ordered among their siblings (an album's tracks): the parent's
   * column, and the message for an id of another parent's row. Such a list's route lives under
   * its parent (`PUT /api/albums/{id}/tracks/order`).
   */
  within?: { column: string; elsewhere: string }
}

/** Where a whole-table list is put in order, or undefined when it cannot be. */
export function orderPathOf(definition: { path: string; ordering?: Ordering }): string | undefined {
  return definition.ordering && !definition.ordering.within
    ? `/api/${definition.path}/order`
    : undefined
}
