import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './app/app.tsx'
import { preloadScreen } from './app/pages.ts'
import { BrowserSiteSettings } from './features/site-settings/site-settings.tsx'
import { canonicalOwnerPath } from './lib/owner-paths.ts'
import './lib/history-guard.ts'
import './theme/styles.css'

const container = document.getElementById('root') as HTMLElement
const app = (
  <StrictMode>
    <BrowserRouter>
      <BrowserSiteSettings>
        <App />
      </BrowserSiteSettings>
    </BrowserRouter>
  </StrictMode>
)

// `/ADMIN` or `/%61dmin` would draw the owner's area under the public headers (the hosts' rules
// match `/admin*` as spelled): load its canonical address instead, with the headers that forbid
// framing it.
const canonicalPath = canonicalOwnerPath(window.location.pathname)
if (canonicalPath) {
  window.location.replace(`${canonicalPath}${window.location.search}${window.location.hash}`)
} else {
  // Start fetching this page's chunk now rather than when React reaches it.
  preloadScreen(window.location.pathname)

  // Drawn in a transition, React renders in slices and lets the browser answer between them: a
  // screen's first draw is most of a second of work on a slow phone.
  startTransition(() => {
    if (container.firstElementChild) hydrateRoot(container, app)
    else createRoot(container).render(app)
  })
}
