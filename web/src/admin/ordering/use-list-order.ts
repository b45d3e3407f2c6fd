import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { type KeyboardEvent, useState } from 'react'
import { toaster } from '../../components/ui/toast-store.ts'
import { apiRequest } from '../../lib/api.ts'
import { serverMessageOf } from '../forms/save-errors.ts'
import { ORDER_ANNOUNCEMENTS, ORDER_TEXTS, type Place } from './order-texts.ts'

export type Ordered = { id: number }

export interface ListOrderOptions<T extends Ordered> {
  /** The rows in the server's order. */
  rows: readonly T[]
  /** `PUT` here with `{ ids }` saves a new order; the answer is the list in it. */
  orderPath: string
  /** The admin read the answer replaces, and reloads when the server refuses the order. */
  listKey: QueryKey
  /** Visitors' reads of the same list, refreshed after a save. */
  alsoRefresh: readonly string[]
  nameOf: (row: T) => string
}

/** A row being moved: by the keyboard from its handle, or dragged by the pointer. */
type Grab = { id: number; from: readonly number[]; by: 'keyboard' | 'pointer' }

/** `rows` in the order of `ids`; rows `ids` does not name (added meanwhile) follow as they come. */
export function arranged<T extends Ordered>(rows: readonly T[], ids?: readonly number[]): T[] {
  if (!ids) return [...rows]
  const byId = new Map(rows.map((row) => [row.id, row]))
  return [
    ...ids.flatMap((id) => byId.get(id) ?? []),
    ...rows.filter((row) => !ids.includes(row.id)),
  ]
}

/** `ids` with `id` moved to `index`, kept within the list. */
export function movedTo(ids: readonly number[], id: number, index: number): number[] {
  const rest = ids.filter((other) => other !== id)
  const at = Math.max(0, Math.min(index, rest.length))
  return [...rest.slice(0, at), id, ...rest.slice(at)]
}

const sameOrder = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index])

/**
 * The order a list shows while the owner changes it, and its saving: one `PUT` per change (a
 * Subir / Bajar press, a keyboard drop, the end of a drag), one at a time, in the order made.
 * Until the server answers, the rows keep the order the owner gave them. A refusal (409 when
 * the list changed elsewhere) shows the server's message and reloads the list.
 */
export function useListOrder<T extends Ordered>({
  rows,
  orderPath,
  listKey,
  alsoRefresh,
  nameOf,
}: ListOrderOptions<T>) {
  const queryClient = useQueryClient()
  const [local, setLocal] = useState<readonly number[]>()
  const [grab, setGrab] = useState<Grab>()
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 })
  const shown = arranged(rows, local)
  const ids = shown.map((row) => row.id)
  const serverIds = rows.map((row) => row.id)

  const save = useMutation({
    scope: { id: orderPath },
    retry: false,
    mutationFn: (order: readonly number[]) => apiRequest<T[]>('PUT', orderPath, { ids: order }),
    // A reload already on its way could land after the answer and bring the old order back.
    onMutate: () => queryClient.cancelQueries({ queryKey: listKey }),
    onSuccess: async (answer, sent) => {
      queryClient.setQueryData(listKey, answer)
      setLocal((current) => (current && sameOrder(current, sent) ? undefined : current))
      await Promise.all(
        alsoRefresh.map((path) => queryClient.invalidateQueries({ queryKey: [path], exact: true })),
      )
    },
    onError: async (error) => {
      setLocal(undefined)
      setGrab(undefined)
      toaster.create({
        type: 'error',
        title: ORDER_TEXTS.saveFailed,
        description: serverMessageOf(error) ?? ORDER_TEXTS.tryAgain,
      })
      await queryClient.invalidateQueries({ queryKey: listKey })
    },
  })

  // A live region reads a change of text only: a step that says the same again (an arrow at
  // either end) differs by a no-break space, so it is read again.
  const announce = (say: (at: Place) => string, order: readonly number[], id: number) => {
    const row = shown.find((candidate) => candidate.id === id)
    const text = say({
      name: row ? nameOf(row) : '',
      position: order.indexOf(id) + 1,
      total: order.length,
    })
    setAnnouncement(({ count }) => ({ text, count: count + 1 }))
  }

  /** Shows `order`, forgetting it when it is the server's own. */
  const show = (order: readonly number[]) =>
    setLocal(sameOrder(order, serverIds) ? undefined : order)

  const finish = (moving: Grab, say: (at: Place) => string) => {
    setGrab(undefined)
    announce(say, ids, moving.id)
    if (sameOrder(ids, moving.from)) show(ids)
    else save.mutate(ids)
  }

  const keyboardGrab = (id: number) =>
    grab?.id === id && grab.by === 'keyboard' ? grab : undefined

  return {
    rows: shown,
    ids,
    grabbedId: grab?.id,
    announcement: `${announcement.text}${announcement.count % 2 ? '\u00a0' : ''}`,

    /** Subir (-1) and Bajar (+1): one place, saved at once. */
    step(id: number, by: -1 | 1) {
      const index = ids.indexOf(id) + by
      if (index < 0 || index >= ids.length) return
      const order = movedTo(ids, id, index)
      setLocal(order)
      announce(ORDER_ANNOUNCEMENTS.moved, order, id)
      save.mutate(order)
    },

    /** On the handle: Space (or Enter) picks up and drops, arrows move, Escape cancels. */
    onHandleKeyDown(id: number, event: KeyboardEvent) {
      const grabbed = keyboardGrab(id)
      if (event.key === ' ' || event.key === 'Enter') {
        // Handled here, not as the button's click, which a held key would repeat.
        event.preventDefault()
        if (event.repeat) return
        if (grabbed) finish(grabbed, ORDER_ANNOUNCEMENTS.dropped)
        else {
          setGrab({ id, from: ids, by: 'keyboard' })
          announce(ORDER_ANNOUNCEMENTS.picked, ids, id)
        }
      } else if (grabbed && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
        event.preventDefault()
        const order = movedTo(ids, id, ids.indexOf(id) + (event.key === 'ArrowUp' ? -1 : 1))
        setLocal(order)
        announce(ORDER_ANNOUNCEMENTS.moved, order, id)
      } else if (grabbed && event.key === 'Escape') {
        event.preventDefault()
        setGrab(undefined)
        show(grabbed.from)
        announce(ORDER_ANNOUNCEMENTS.cancelled, grabbed.from, id)
      }
    },

    /** Focus leaving a picked-up row drops it where it is. */
    onHandleBlur(id: number) {
      const grabbed = keyboardGrab(id)
      if (grabbed) finish(grabbed, ORDER_ANNOUNCEMENTS.dropped)
    },

    onDragStart(id: number) {
      setGrab({ id, from: ids, by: 'pointer' })
    },
    /**
     * Each step of a drag (Reorder.Group's onReorder), taken always: the group moves nothing more
     * until it sees its step shown, and the first step may come before the drag's start is.
     */
    onReorder(order: number[]) {
      setLocal(order)
    },
    onDragEnd() {
      if (grab?.by === 'pointer') finish(grab, ORDER_ANNOUNCEMENTS.moved)
    },
  }
}

export type ListOrder = ReturnType<typeof useListOrder>
