import { lazy, Suspense, useEffect } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { ChatButton } from '../components/layout/chat-button.tsx'
import { ConfigurationProblems } from '../components/layout/configuration-problems.tsx'
import { keepToastsOf } from '../components/ui/toast-store.ts'
import { env } from '../lib/env.ts'
import { useHydrated } from '../lib/island.tsx'
import { isOwnerPath } from '../lib/owner-paths.ts'
import SiteLayout from './layouts/site-layout.tsx'
import { Page } from './page.tsx'
import { NOT_FOUND_ROUTE, ROUTES } from './pages.ts'

// Toasts only ever follow an interaction: their code loads after the page is interactive.
const Toaster = lazy(() => import('../components/ui/toaster.tsx'))

/**
 * Its own component so that the switch from hydrating to live re-renders only this, not the
 * whole page a second time.
 */
function LiveToaster() {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense>
      <Toaster />
    </Suspense>
  )
}

/** Every screen, each in its frame: the site, and the owner's preview of one of its pages. */
export function SiteRoutes() {
  return (
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
  )
}

/**
 * The whole site: the same tree is prerendered at build time and hydrated in the browser. Public
 * screens are styled by Panda's static stylesheet; the owner's area brings its own Chakra system.
 */
export function App() {
  const { pathname } = useLocation()
  // A toast speaks of the screen it was raised on (or led to): leaving that screen takes it away.
  useEffect(() => keepToastsOf(pathname), [pathname])
  if (env.problems.length > 0) {
    return <ConfigurationProblems problems={env.problems} />
  }
  return (
    <>
      <SiteRoutes />
      {/* The owner's screens are not the public site: the visitors' chat button would cover forms. */}
      {!isOwnerPath(pathname) && <ChatButton />}
      <LiveToaster />
    </>
  )
}
