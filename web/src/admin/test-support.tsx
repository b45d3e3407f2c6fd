import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { configure, fireEvent, render, screen } from '@testing-library/react'
import { type ReactElement, StrictMode } from 'react'
import { MemoryRouter, useNavigate } from 'react-router-dom'
import { vi } from 'vitest'
import { getQueryFn } from '../lib/api.ts'
import { WithSettings } from '../test/site-settings.tsx'
import { UnsavedChangesProvider } from './frame/unsaved-changes.tsx'
import { AdminMotion } from './motion.tsx'
import { adminSystem } from './system.ts'

// A screen's first render in jsdom (Chakra's styles, the whole form) takes over a second when
// npm test runs its files four at a time on two cores: findBy and waitFor wait on what the screen
// shows for up to 5 s instead of Testing Library's 1 s.
configure({ asyncUtilTimeout: 5_000 })

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

/** A test's query client whose reads go through `fetch` with the admin area's own query function. */
export function networkQueryClient(): QueryClient {
  const queryClient = testQueryClient()
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, queryFn: getQueryFn({ on401: 'throw' }) },
  })
  return queryClient
}

/** What the fake API answers to one request: a JSON body, with its status (200 unless given). */
export type FakeAnswer = { status?: number; body: unknown }

/** The fake API's routes: the answer to a request, or undefined for a 404. */
export type FakeRoutes = (method: string, path: string) => FakeAnswer | undefined

const ORIGIN = 'http://sitio.local'

/** Stands in for the network: each request (`fetch`) is answered by `routes`. */
export function serveApi(routes: FakeRoutes) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const answer = routes(init?.method ?? 'GET', new URL(url, ORIGIN).pathname) ?? {
        status: 404,
        body: { message: 'no' },
      }
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 })
    }),
  )
}

/** The requests the fake API has received, in order. */
export function requestsMade(): { method: string; path: string }[] {
  return vi.mocked(globalThis.fetch).mock.calls.map(([url, init]) => ({
    method: init?.method ?? 'GET',
    path: new URL(String(url), ORIGIN).pathname,
  }))
}

/** A change of address is a router transition, which a busy test machine commits late. */
export const ROUTED = { timeout: 10_000 }

/** The browser's Back, as the router hears it. */
export function BrowserBack() {
  const navigate = useNavigate()
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Atrás del navegador
    </button>
  )
}

/**
 * An admin component as the admin area draws it: StrictMode, its system, a query client, motion,
 * a router. StrictMode as in the app (web/src/main.tsx): what breaks in development breaks here.
 */
export function inAdmin(
  ui: ReactElement,
  { queryClient = testQueryClient(), path = '/admin' } = {},
): ReactElement {
  return (
    <StrictMode>
      <ChakraProvider value={adminSystem}>
        <QueryClientProvider client={queryClient}>
          <AdminMotion>
            <MemoryRouter initialEntries={[path]}>
              {/* As main.tsx gives the app, with every setting at its default. */}
              <WithSettings>
                <UnsavedChangesProvider>{ui}</UnsavedChangesProvider>
              </WithSettings>
            </MemoryRouter>
          </AdminMotion>
        </QueryClientProvider>
      </ChakraProvider>
    </StrictMode>
  )
}

/** Renders an admin component as the admin area does (`inAdmin`). */
export function renderInAdmin(
  ui: ReactElement,
  { queryClient = testQueryClient(), path = '/admin' } = {},
) {
  return { ...render(inAdmin(ui, { queryClient, path })), queryClient }
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
