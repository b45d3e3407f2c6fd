import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useDeferredValue } from 'react'
import { css } from '#styled/css'
import { loadError } from '../plain/looks.ts'

/** The red text of a list that failed to load (spec section 8), e.g. `los servicios`. */
export function loadErrorText(thing: string): string {
  return `Error al cargar ${thing}. Por favor, intente de nuevo más tarde.`
}

export function LoadError({ thing }: { thing: string }) {
  return (
    <p className={css(loadError)} role="alert">
      {loadErrorText(thing)}
    </p>
  )
}

/**
 * A list's four states: loading (its skeleton, same size as the loaded list), failed (the red
 * text), empty (the empty text, or nothing), loaded (`children` with the items). Arrived items
 * are drawn as a deferred render, which React splits into short tasks, so a list landing while
 * the page loads never blocks the phone's main thread for long; the skeleton stays till then.
 */
export function ListState<T>({
  query,
  thing,
  skeleton,
  empty,
  children,
}: {
  query: Pick<UseQueryResult<T[]>, 'data' | 'isPending' | 'isError'>
  /** What failed to load, with its article: `los servicios`, `las actividades`... */
  thing: string
  skeleton: ReactNode
  empty?: ReactNode
  children: (items: T[]) => ReactNode
}) {
  const items = useDeferredValue(query.data)
  if (query.isPending) return <>{skeleton}</>
  if (query.isError) return <LoadError thing={thing} />
  if (!items) return query.data ? skeleton : <LoadError thing={thing} />
  if (items.length === 0) return <>{empty ?? null}</>
  return <>{children(items)}</>
}
