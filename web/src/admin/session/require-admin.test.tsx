// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { act, render, screen } from '@testing-library/react'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { adminSystem } from '../system.ts'
import { CHECKING_TEXT, RequireAdmin } from './require-admin.tsx'

type UserState = { data?: { isAdmin: boolean } | null; isPending: boolean }

// The user as the query hands it over: an external store read synchronously, as TanStack Query's is.
const user = vi.hoisted(() => {
  let state: UserState = { isPending: true }
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next: UserState) {
      state = next
      for (const listener of listeners) listener()
    },
  }
})

vi.mock('./session.ts', () => ({
  useUser: () => ({
    ...useSyncExternalStore(user.subscribe, user.get),
    refetch: () => Promise.resolve(),
  }),
}))

/** Shown: in the page and not hidden, as React hides a boundary's content while it suspends. */
function shown(text: string): boolean {
  const element = screen.queryByText(text)
  return element !== null && element.closest('[style*="display: none"]') === null
}

describe('the admin guard', () => {
  it('says it is checking the session until the owner’s screen can be drawn', async () => {
    let screenArrives = (_module: { default: () => React.JSX.Element }) => {}
    const Screen = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          screenArrives = resolve
        }),
    )
    render(
      <ChakraProvider value={adminSystem}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <RequireAdmin>
              <Screen />
            </RequireAdmin>
          </Suspense>
        </MemoryRouter>
      </ChakraProvider>,
    )
    expect(shown(CHECKING_TEXT)).toBe(true)

    // The owner is known; her screen's first draw still waits (on its code here, on nothing but
    // the main thread in the browser), and the page never goes blank meanwhile.
    await act(async () => user.set({ data: { isAdmin: true }, isPending: false }))
    expect(shown(CHECKING_TEXT)).toBe(true)

    await act(async () => screenArrives({ default: () => <h1>Panel de Administración</h1> }))
    await screen.findByRole('heading', { name: 'Panel de Administración' })
    expect(screen.queryByText(CHECKING_TEXT)).toBeNull()
  })
})
