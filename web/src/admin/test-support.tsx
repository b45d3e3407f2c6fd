import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router'
import { UnsavedChangesProvider } from './frame/unsaved-changes.tsx'
import { AdminMotion } from './motion.tsx'
import { adminSystem } from './system.ts'

// jsdom has no ResizeObserver; the slider measures its track with one.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  Object.assign(window, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  })
}

/** A query client for one test: nothing retried, nothing refetched behind the test's back. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchInterval: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}

/** Renders an admin component as the admin area does: its system, a query client, motion, a router. */
export function renderInAdmin(
  ui: ReactElement,
  { queryClient = testQueryClient(), path = '/admin' } = {},
) {
  const result = render(
    <ChakraProvider value={adminSystem}>
      <QueryClientProvider client={queryClient}>
        <AdminMotion>
          <MemoryRouter initialEntries={[path]}>
            <UnsavedChangesProvider>{ui}</UnsavedChangesProvider>
          </MemoryRouter>
        </AdminMotion>
      </QueryClientProvider>
    </ChakraProvider>,
  )
  return { ...result, queryClient }
}

/** Label text as read: the required-field asterisk (hidden from screen readers) left out. */
const withoutRequiredMark = (text: string) => text.replace(/\*$/, '').trim()

/** The control labelled exactly `label`. */
export function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { normalizer: withoutRequiredMark }) as HTMLInputElement
}

export function queryField(label: string): HTMLElement | null {
  return screen.queryByLabelText(label, { normalizer: withoutRequiredMark })
}

/** Types into the field labelled `label`, as a change event. */
export function typeInto(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } })
}

export function submit(name: string) {
  fireEvent.click(screen.getByRole('button', { name }))
}
