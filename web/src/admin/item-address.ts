/**
 * Every item's form has an address: its screen's with `editar=<id>` (the content editor's
 * `/admin/content-editor?type=services&editar=3`, the albums' `/admin/albums-form?editar=7`), so
 * the dashboard links to it, a reload keeps it and the browser's Back closes it.
 */
export const EDIT_PARAM = 'editar'

/** The address of the item `id`'s form on the screen at `screen`. */
export function itemAddressOf(screen: string, id: unknown): string {
  const url = new URL(screen, 'http://admin.local')
  url.searchParams.set(EDIT_PARAM, String(id))
  return `${url.pathname}${url.search}`
}

/** Told by the list when it opens a form, so "Volver a la lista" steps back rather than forward. */
export interface FromList {
  fromList: true
}

export function cameFromList(state: unknown): boolean {
  return (state as Partial<FromList> | null)?.fromList === true
}
