import * as v from 'valibot'
import type { ResourceDefinition } from '../../../../edge-functions/_shared/resource.ts'
import { activityEndsAt } from '../../features/activities/calendar.ts'
import { inPublicList } from '../editor/placements.ts'
import { withDraft } from '../editor/publication.tsx'

type Item = Record<string, unknown>

/** The id a never-saved item takes in the preview: no stored item has it. */
export const UNSAVED_ID = -1

/** What the preview shows: the form's typed values, or (they do not pass its rules) the last save. */
export type PreviewSource = 'typed' | 'saved'

/**
 * The item as visitors will receive it once published: the stored row with its pending changes
 * (`draft`) and, over them, the form's typed values when they pass the type's rules (the server's
 * own schema, whose output is what a save sends).
 */
export function previewItem(
  definition: ResourceDefinition,
  saved: Item | undefined,
  typed: Item | undefined,
): { item: Item; source: PreviewSource } {
  const stored = saved ? withDraft(saved) : { ...definition.defaults }
  const parsed = typed === undefined ? undefined : v.safeParse(definition.createSchema, typed)
  const source: PreviewSource = parsed?.success || !saved ? 'typed' : 'saved'
  const values = parsed?.success ? (parsed.output as Item) : {}
  const id = typeof stored.id === 'number' ? stored.id : UNSAVED_ID
  return { item: { ...stored, ...values, id, draft: null }, source }
}

/** The address of a public list of the resource, as the public pages' queries key it. */
export function listAddress(definition: ResourceDefinition, listPath: string): string {
  return listPath ? `/api/${definition.path}/${listPath}` : `/api/${definition.path}`
}

/** The list with the item in its place (a new one at the end), or without it. */
function placed(list: readonly Item[], item: Item, kept: boolean): Item[] {
  const others = list.filter((row) => row.id !== item.id)
  if (!kept) return others
  const index = list.findIndex((row) => row.id === item.id)
  return index < 0 ? [...others, item] : list.map((row) => (row.id === item.id ? item : row))
}

/** Whether a read is the item's own (`/api/{path}/{id}`), which visitors may not read yet. */
export function isItemRead(definition: ResourceDefinition, item: Item, address: string): boolean {
  return address === `/api/${definition.path}/${String(item.id)}`
}

/**
 * What a public read answers in the preview: the published answer `visitors` got, with the item
 * as it will be once published. A list of the resource keeps it when its rule does (`onlyWhere`;
 * an activity's end read from its dates as the database reads them) and loses it otherwise; the
 * item's own read is the item; any other read is as visitors have it.
 */
export function previewAnswer(
  definition: ResourceDefinition,
  item: Item,
  address: string,
  visitors: unknown,
  now = new Date(),
): unknown {
  if (isItemRead(definition, item, address)) return item
  const list = definition.lists.find(
    (route) => route.access === 'public' && listAddress(definition, route.path) === address,
  )
  if (!list || !Array.isArray(visitors)) return visitors
  const endsAt = activityEndsAt(item as Parameters<typeof activityEndsAt>[0])
  const shown =
    'isUpcoming' in definition.fields ? { ...item, isUpcoming: !endsAt || now < endsAt } : item
  return placed(visitors as Item[], shown, inPublicList(definition, list.path, shown))
}
