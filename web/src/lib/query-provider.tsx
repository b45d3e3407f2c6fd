import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext } from 'react'
import { queryClient } from './query-client.ts'

/**
 * The client the public page's lists read from. The site has one; the owner's preview draws the
 * same page with a client of its own, whose answers hold her draft (`web/src/admin/preview/`).
 */
const PageQueryClient = createContext<QueryClient>(queryClient)

export const PageQueryClientProvider = PageQueryClient.Provider

export function usePageQueryClient(): QueryClient {
  return useContext(PageQueryClient)
}

/** Wraps a data island: every island shares the page's one client, so a list is fetched once. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={usePageQueryClient()}>{children}</QueryClientProvider>
}
