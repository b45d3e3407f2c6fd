import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from './app/app.tsx'
import { matchRoute } from './app/pages.ts'
import { BrowserSiteSettings } from './features/site-settings/site-settings.tsx'
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

// Start fetching this page's chunk now rather than when React reaches it.
void matchRoute(window.location.pathname).route.load()

if (container.firstElementChild) {
  // Hydrating in a transition lets the browser breathe between Suspense boundaries on a slow phone.
  startTransition(() => {
    hydrateRoot(container, app)
  })
} else {
  createRoot(container).render(app)
}
