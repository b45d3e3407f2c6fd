import type { HTMLMotionProps } from 'framer-motion'
import * as m from 'framer-motion/m'
import {
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react'
import { FaFilePdf, FaMusic } from 'react-icons/fa'
import { MONTH_NAMES } from '../../features/activities/rules.ts'
import { AdminLink } from '../frame/admin-link.tsx'
import { PLAIN_BUTTON, PLAIN_PALETTES } from '../frame/plain-looks.ts'
import { DESCRIPTION_TEXTS } from '../media/description-texts.ts'
import { durationText, fileSizeText } from '../media/media-rules.ts'
import {
  fileUrl,
  type MediaFile,
  nameOfFile,
  storedBytesOf,
  thumbnailUrl,
} from './library-queries.ts'
import { linkOfUse } from './uses.ts'

/**
 * The day a file was uploaded as Spanish abbreviates it ('3 dic 2026', 'sept' the one month of
 * four letters), on the browser's clock, as Intl's es-ES short date writes it: made by hand, as
 * making that formatter (its locale's data loaded) was 50-80 ms of a phone's main thread in the
 * library's first view, the first Intl object the screen made.
 */
export function uploadDayText(date: Date): string {
  const month = MONTH_NAMES[date.getMonth()]
  return `${date.getDate()} ${month.slice(0, month === 'septiembre' ? 4 : 3)} ${date.getFullYear()}`
}

/**
 * Whether the element has come near the screen (within a screen's height of it), once and for
 * all; at once where the browser cannot tell.
 */
function useNearScreen(element: RefObject<Element | null>) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const target = element.current
    if (near || !target) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, near])
  return near
}

/**
 * A picture's own size, read from the file itself (the whole file: the card shows its 800 px
 * copy) once its card comes near the screen: a page's 24 files fetched on arrival took the phone's
 * bandwidth from the copies she sees and from the screen's scripts.
 */
function useImageSize(src: string, near: boolean) {
  const [size, setSize] = useState<{ width: number; height: number }>()
  useEffect(() => {
    if (!near) return
    const image = new Image()
    image.onload = () => setSize({ width: image.naturalWidth, height: image.naturalHeight })
    image.src = src
    return () => {
      image.onload = null
    }
  }, [src, near])
  return size
}

function ImageFacts({ file, facts }: { file: MediaFile; facts: RefObject<Element | null> }) {
  const size = useImageSize(fileUrl(file), useNearScreen(facts))
  return size ? `${size.width} × ${size.height} px` : null
}

/**
 * The library's cards are plain elements (frame/plain-looks.ts) styled here, once for their grid
 * (MediaBrowser's): as Chakra components, each of a page's 24 cards computed the styles of its
 * fifteen-odd elements. Each looks as an outline Chakra card, its buttons as Chakra's extra-small
 * ones (outline, or solid with `data-solid`).
 */
export const MEDIA_CARDS = {
  '& > li': {
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: '0',
    overflow: 'hidden',
    overflowWrap: 'break-word',
    listStyleType: 'none',
    bg: 'bg.panel',
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l3',
    // A card off the screen is not styled, laid out nor painted until it comes near: a phone
    // shows two of a page's 24. Its last drawn height is kept, so the page does not jump.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 26rem',
  },
  '& > li[data-highlighted]': { borderColor: 'brand.600', borderWidth: '2px' },
  '& [data-preview]': {
    bg: 'brand.50',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
  },
  '& [data-preview="audio"]': { gap: '3', p: '3' },
  '& [data-preview="audio"] > svg': { color: 'brand.700', boxSize: '6', mt: '2' },
  '& [data-preview="document"]': { aspectRatio: '4 / 3', justifyContent: 'center' },
  '& [data-preview="document"] > svg': { color: 'red.700', boxSize: '9' },
  '& [data-preview="document"] > a': {
    fontSize: 'sm',
    color: 'brand.700',
    _hover: { textDecoration: 'underline' },
  },
  '& [data-preview="image"]': { bg: 'gray.100', aspectRatio: '4 / 3', overflow: 'hidden' },
  '& [data-card-body]': { display: 'flex', flexDirection: 'column', flex: '1', gap: '2', p: '3' },
  '& [data-card-name]': {
    fontWeight: 'semibold',
    fontSize: 'sm',
    overflowWrap: 'anywhere',
    lineClamp: '2',
  },
  '& [data-card-facts], & [data-card-uses], & [data-card-note]': { fontSize: 'xs' },
  '& [data-card-facts], & [data-card-uses] > p': { color: 'gray.700' },
  '& [data-card-uses] > ul': { display: 'flex', flexDirection: 'column', gap: '0.5', mt: '0.5' },
  '& [data-card-uses] a': { color: 'brand.700', textDecoration: 'underline' },
  '& [data-card-note]': { color: 'red.700' },
  '& [data-card-note="unused"]': { color: 'orange.800', fontWeight: 'medium' },
  '& [data-card-note="undescribed"]': {
    alignSelf: 'start',
    px: '1.5',
    borderRadius: 'l1',
    bg: 'orange.100',
    color: 'orange.900',
    fontWeight: 'semibold',
  },
  '& [data-card-description]': { fontSize: 'xs', color: 'gray.800', fontStyle: 'italic' },
  '& [data-card-footer]': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    p: '3',
    pt: '0',
  },
  '& [data-card-actions]': { display: 'flex', flexDirection: 'column', gap: '2', width: 'full' },
  '& [data-action-row]': { display: 'flex', flexWrap: 'wrap', gap: '2' },
  '& [data-action]': {
    ...PLAIN_BUTTON,
    gap: '1',
    h: '8',
    minW: '8',
    px: '2.5',
    textStyle: 'xs',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    borderColor: 'colorPalette.border',
    '& svg': { boxSize: '4', flexShrink: 0 },
  },
  '& [data-action][data-solid]': {
    bg: 'colorPalette.solid',
    color: 'colorPalette.contrast',
    borderColor: 'transparent',
    _hover: { bg: 'colorPalette.solid/90' },
  },
  ...PLAIN_PALETTES,
} as const

function Preview({ file, onDuration }: { file: MediaFile; onDuration: (seconds: number) => void }) {
  if (file.bucket === 'audio') {
    return (
      <div data-preview="audio">
        <FaMusic aria-hidden="true" />
        {/* biome-ignore lint/a11y/useMediaCaption: the owner's own recordings, heard to check them */}
        <audio
          controls
          preload="metadata"
          src={fileUrl(file)}
          aria-label={`Escuchar ${nameOfFile(file)}`}
          style={{ width: '100%' }}
          onLoadedMetadata={(event) => onDuration(event.currentTarget.duration)}
        />
      </div>
    )
  }
  if (file.bucket === 'documents') {
    return (
      <div data-preview="document">
        <FaFilePdf aria-hidden="true" />
        <a href={fileUrl(file)} target="_blank" rel="noopener">
          Abrir el PDF
        </a>
      </div>
    )
  }
  return (
    <div data-preview="image">
      <img
        src={thumbnailUrl(file)}
        alt=""
        loading="lazy"
        decoding="async"
        width={400}
        height={300}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </div>
  )
}

/**
 * One file: preview, name, size, dimensions or length, date, where it is used, its actions. It is
 * drawn in MediaBrowser's grid, whose styles (MEDIA_CARDS) it wears.
 */
export function MediaCard({
  file,
  actions,
  rootProps,
  highlighted = false,
}: {
  file: MediaFile
  actions: ReactNode
  /** Extra props of the card's element (a drop target). */
  rootProps?: HTMLAttributes<HTMLElement>
  highlighted?: boolean
}) {
  const [duration, setDuration] = useState<number>()
  const facts = useRef<HTMLParagraphElement>(null)
  const name = nameOfFile(file)
  return (
    // A deleted file fades out and the others close the gap; a new page fades in.
    <m.li
      layout="position"
      initial={{ opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0 }}
      data-highlighted={highlighted ? '' : undefined}
      {...(rootProps as HTMLMotionProps<'li'>)}
    >
      <Preview file={file} onDuration={setDuration} />
      <div data-card-body="">
        <p data-card-name="" title={name}>
          {name}
        </p>
        <p data-card-facts="" ref={facts}>
          {fileSizeText(storedBytesOf(file))}
          {file.variantSize !== null && ' con su copia de 800 px'}
          {file.bucket === 'images' ? (
            <>
              {' · '}
              <ImageFacts file={file} facts={facts} />
            </>
          ) : (
            file.bucket === 'audio' &&
            duration !== undefined &&
            Number.isFinite(duration) &&
            ` · ${durationText(duration)}`
          )}
          {' · '}
          {uploadDayText(new Date(file.createdAt))}
        </p>
        {file.bucket === 'images' && <DescriptionLine file={file} />}
        {file.uses.length === 0 ? (
          <p data-card-note="unused">Sin usar</p>
        ) : (
          <div data-card-uses="">
            <p>Se usa en:</p>
            <ul>
              {file.uses.map((use) => {
                const link = linkOfUse(use)
                return (
                  <li key={`${use.type}-${use.id}-${use.field}`}>
                    <AdminLink to={link.to}>{link.text}</AdminLink>
                  </li>
                )
              })}
            </ul>
          </div>
        )}
      </div>
      <div data-card-footer="">{actions}</div>
    </m.li>
  )
}

/** What the picture says to whoever cannot see it, or the badge asking for it. */
function DescriptionLine({ file }: { file: MediaFile }) {
  if (file.decorative) return <p data-card-description="">{DESCRIPTION_TEXTS.decorativeBadge}</p>
  if (file.description === null)
    return <p data-card-note="undescribed">{DESCRIPTION_TEXTS.missing}</p>
  return <p data-card-description="">«{file.description}»</p>
}

/** A card's button (MEDIA_CARDS styles it): outline, or solid for the one thing to do. */
export function ActionButton({
  palette = 'gray',
  solid = false,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  palette?: 'gray' | 'red' | 'brand'
  solid?: boolean
}) {
  return (
    <button
      type="button"
      data-action=""
      data-palette={palette}
      data-solid={solid ? '' : undefined}
      {...props}
    />
  )
}
