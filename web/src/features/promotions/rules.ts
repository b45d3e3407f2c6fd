import type { UseQueryResult } from '@tanstack/react-query'

export const NO_PROMOTIONS_TEXT = 'No hay promociones activas en este momento.'

/**
 * "The home promotions section disappears entirely when empty after loading": while loading
 * or after a failure it stays (skeleton, error text); only a loaded, empty list hides it.
 */
export function promotionsSectionHidden(
  query: Pick<UseQueryResult<readonly unknown[]>, 'isSuccess' | 'data'>,
): boolean {
  return query.isSuccess && (query.data?.length ?? 0) === 0
}
