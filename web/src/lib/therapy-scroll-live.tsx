import { useEffect } from 'react'
import { useAddressHash } from './address-hash.ts'
import { isTherapyAnchor, scrollToTherapy, useScrollToTherapyHash } from './therapy-scroll.ts'

/** A plain left click, which the page may take over; any other opens the link as usual. */
function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  )
}

/**
 * The therapies page's scrolling, an island that draws nothing. Opened at a section
 * (`/terapias#comunidad`, where a service card leads) it brings that section into view once the
 * page has rendered; a link to one of the page's sections (its anchor navigation), or a hash
 * typed into the address, scrolls there after the section's delay, leaving room for the header.
 * Until it loads, the same links jump to their sections as any anchor does.
 */
export default function TherapyScroll() {
  useScrollToTherapyHash(useAddressHash())
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null
      const anchor = link?.getAttribute('href')?.slice(1) ?? ''
      if (!isTherapyAnchor(anchor)) return
      event.preventDefault()
      window.history.replaceState(window.history.state, '', `#${anchor}`)
      scrollToTherapy(anchor)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
  return null
}
