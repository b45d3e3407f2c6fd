import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { lazy, Suspense } from 'react'
import { Route, Routes, useLocation } from 'react-router'
import { ChatButton } from '../components/layout/chat-button.tsx'
import { ConfigurationProblems } from '../components/layout/configuration-problems.tsx'
import { env } from '../lib/env.ts'
import { useHydrated } from '../lib/island.tsx'
import { system } from '../lib/system.ts'
import SiteLayout from './layouts/site-layout.tsx'
import { Page } from './page.tsx'
import { NOT_FOUND_ROUTE, ROUTES } from './route-table.ts'

// Toasts only ever follow an interaction: their code loads after the page is interactive.
const Toaster = lazy(() => import('../components/ui/toaster.tsx'))

/** The whole site: the same tree is prerendered at build time and hydrated in the browser. */
/** The owner's screens are not the public site: the visitors' chat button would cover forms. */
function isOwnerScreen(pathname: string): boolean {
  return (
    pathname === '/auth' ||
    pathname.startsWith('/auth/') ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/')
  )
}

export function App() {
  const hydrated = useHydrated()
  const { pathname } = useLocation()
  if (env.problems.length > 0) {
    return (
      <ChakraProvider value={system}>
        <ConfigurationProblems problems={env.problems} />
      </ChakraProvider>
    )
  }
  return (
    <ChakraProvider value={system}>
      <Routes>
        <Route element={<SiteLayout />}>
          {ROUTES.filter((route) => route.frame === 'site').map((route) => (
            <Route key={route.path} path={route.path} element={<Page route={route} />} />
          ))}
        </Route>
        {ROUTES.filter((route) => route.frame === 'bare').map((route) => (
          <Route key={route.path} path={route.path} element={<Page route={route} />} />
        ))}
        <Route path="*" element={<Page route={NOT_FOUND_ROUTE} />} />
      </Routes>
      {!isOwnerScreen(pathname) && <ChatButton />}
      {hydrated && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </ChakraProvider>
  )
}
