import { useSyncExternalStore } from 'react'

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

/**
 * The address's hash (`#musica`), kept current as it changes, on a page without the router (an
 * islands-only page); empty while prerendering.
 */
export function useAddressHash(): string {
  return useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  )
}
