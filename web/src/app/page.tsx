import {
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useContext,
  useEffect,
} from 'react'
import { useLocation, useParams } from 'react-router-dom'
import { useOwnerSettings } from '../features/site-settings/site-settings.tsx'
import { applyHead } from './head.ts'
import { headOf, type PageModule, type PageRoute, preloadScreen } from './pages.ts'
import { PreloadScreen } from './screen-preload.ts'

/** Set by the prerenderer: the module of the page being rendered, already imported. */
export const PrerenderedPage = createContext<PageModule | undefined>(undefined)

/** The document whose <head> a page keeps: the owner's preview draws pages into a frame's. */
export const HeadDocument = createContext<Document | undefined>(undefined)

const lazyScreens = new Map<PageRoute, LazyExoticComponent<ComponentType>>()

function lazyScreen(route: PageRoute) {
  let screen = lazyScreens.get(route)
  if (!screen) {
    screen = lazy(route.load)
    lazyScreens.set(route, screen)
  }
  return screen
}

/**
 * One screen. In the browser its code loads on demand (while hydrating, React keeps the
 * prerendered HTML on screen until it has) and its <head> follows in-app navigation. The
 * prerenderer passes the module in directly.
 */
export function Page({ route }: { route: PageRoute }) {
  const prerendered = useContext(PrerenderedPage)
  const params = useParams()
  const { search } = useLocation()
  const settings = useOwnerSettings()
  const headDocument = useContext(HeadDocument)
  useEffect(() => {
    let current = true
    void route.load().then((module) => {
      if (current) applyHead(headOf(route, module, { params, search, settings }), headDocument)
    })
    return () => {
      current = false
    }
  }, [route, params, search, settings, headDocument])
  const Screen = prerendered ? prerendered.default : lazyScreen(route)
  return (
    <PreloadScreen value={preloadScreen}>
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    </PreloadScreen>
  )
}
