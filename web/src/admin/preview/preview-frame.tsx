import { Box } from '@chakra-ui/react/box'
import type { QueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router-dom'
import { SiteRoutes } from '../../app/app.tsx'
import { HeadDocument } from '../../app/page.tsx'
import { BrowserSiteSettings } from '../../features/site-settings/site-settings.tsx'
import { PageQueryClientProvider } from '../../lib/query-provider.tsx'

/**
 * An empty page of the site's origin: links open in a new tab, never inside the preview. Its
 * scripts are the admin's own (React draws into it from here), so the admin's security headers,
 * which forbid framing its addresses, need no exception, and the draft never leaves this tab.
 */
const FRAME_DOCUMENT =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><base target="_blank"></head><body></body></html>'

/** The site's stylesheets (Panda's), not the admin's: Chakra's Emotion styles carry `data-emotion`. */
const SITE_STYLES = 'link[rel="stylesheet"], style:not([data-emotion])'

function copySiteStyles(from: Document, to: Document) {
  for (const sheet of from.head.querySelectorAll(SITE_STYLES)) {
    to.head.append(sheet.cloneNode(true))
  }
}

/** Keeps the frame's styles in step as lazily loaded chunks add theirs to the admin's page. */
function followSiteStyles(from: Document, to: Document): () => void {
  const observer = new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (node instanceof Element && node.matches(SITE_STYLES))
          to.head.append(node.cloneNode(true))
      }
    }
  })
  observer.observe(from.head, { childList: true })
  return () => observer.disconnect()
}

/** Longest the preview keeps the anchor in view while the page above it is still loading. */
const FOLLOW_ANCHOR_MS = 15_000
const OWNER_SCROLLS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const

/**
 * Brings the page's anchor to the top of the frame and keeps it there while the page grows: the
 * sections above it draw placeholders first and their lists later, each changing their height,
 * so one scroll when the anchor appears would leave the owner looking at another section. It
 * stops following once she scrolls or presses anything in the frame, or after FOLLOW_ANCHOR_MS.
 */
function useScrollToAnchor(frame: Document | undefined, anchor: string) {
  useEffect(() => {
    const view = frame?.defaultView
    if (!frame || !view || !anchor) return
    const keepInView = () => frame.getElementById(anchor)?.scrollIntoView({ block: 'start' })
    const resizes = new view.ResizeObserver(keepInView)
    resizes.observe(frame.body)
    const stop = () => {
      resizes.disconnect()
      clearTimeout(deadline)
      for (const type of OWNER_SCROLLS) view.removeEventListener(type, stop, true)
    }
    const deadline = setTimeout(stop, FOLLOW_ANCHOR_MS)
    for (const type of OWNER_SCROLLS) view.addEventListener(type, stop, true)
    return stop
  }, [frame, anchor])
}

function useBoxSize(box: HTMLElement | null) {
  const [size, setSize] = useState({ width: 0, height: 0 })
  useEffect(() => {
    if (!box) return
    const observer = new ResizeObserver(([entry]) =>
      setSize({ width: entry.contentRect.width, height: entry.contentRect.height }),
    )
    observer.observe(box)
    return () => observer.disconnect()
  }, [box])
  return size
}

/**
 * Draws the page into the frame's document as a React root of its own, as the site draws it: its
 * own router at the page's address (the admin's routes and contexts stay out of it), the owner's
 * settings and the lists read through `client`.
 */
function useFramePage(frame: Document | undefined, pathname: string, client: QueryClient) {
  const [root, setRoot] = useState<Root>()
  useEffect(() => {
    if (!frame) return
    const container = frame.createElement('div')
    frame.body.append(container)
    const created = createRoot(container)
    setRoot(created)
    // Unmounted after the admin's own render has finished, as React asks.
    return () => void setTimeout(() => created.unmount())
  }, [frame])
  useEffect(() => {
    root?.render(
      <HeadDocument.Provider value={frame}>
        <PageQueryClientProvider value={client}>
          <BrowserSiteSettings>
            <MemoryRouter initialEntries={[pathname]}>
              <SiteRoutes />
            </MemoryRouter>
          </BrowserSiteSettings>
        </PageQueryClientProvider>
      </HeadDocument.Provider>,
    )
  }, [root, frame, pathname, client])
}

/**
 * A public page drawn by the site's own screens (`SiteRoutes`) inside a frame `width` pixels
 * wide, so the page's media queries see a phone or a desktop; scaled down when the screen is
 * narrower. Its lists (and the settings) read from `client`.
 */
export function PreviewFrame({
  page,
  width,
  client,
  title,
}: {
  /** The public address, with its anchor (`/#servicios`). */
  page: string
  width: number
  client: QueryClient
  title: string
}) {
  const [box, setBox] = useState<HTMLDivElement | null>(null)
  const [frame, setFrame] = useState<Document>()
  const frameElement = useRef<HTMLIFrameElement>(null)
  const size = useBoxSize(box)
  const [pathname, anchor = ''] = page.split('#')
  useScrollToAnchor(frame, anchor)
  useFramePage(frame, pathname || '/', client)
  useEffect(() => {
    if (frame) return followSiteStyles(document, frame)
  }, [frame])
  const scale = size.width > 0 ? Math.min(1, size.width / width) : 1
  return (
    <Box ref={setBox} flex="1" minH="0" overflow="hidden" bg="gray.200">
      <Box position="relative" mx="auto" width={`${width * scale}px`} height="full">
        <iframe
          ref={frameElement}
          title={title}
          srcDoc={FRAME_DOCUMENT}
          onLoad={() => {
            const loaded = frameElement.current?.contentDocument
            if (!loaded) return
            copySiteStyles(document, loaded)
            setFrame(loaded)
          }}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: `${width}px`,
            height: `${size.height / scale}px`,
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
            border: 0,
            background: 'white',
          }}
        />
      </Box>
    </Box>
  )
}
