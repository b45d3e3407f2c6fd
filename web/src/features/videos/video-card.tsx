import { FaExternalLinkAlt, FaPlay } from 'react-icons/fa'
import { css, cx } from '#styled/css'
import { card } from '#styled/recipes'
import { MediaImage } from '../../components/content/media-image.tsx'
import { cardTitle } from '../../components/plain/looks.ts'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { safeHref } from '../../lib/safe-href.ts'
import type { Video } from './queries.ts'
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from './video-grid.tsx'

// The plain outline card, drawn by the link itself: the whole card is the link.
const cardLook = cx(
  card({ variant: 'outline' }).root,
  css({
    h: 'full',
    overflow: 'hidden',
    transition: 'box-shadow 0.2s',
    '@media (hover: hover)': { _hover: { boxShadow: 'md' } },
    _focusVisible: {
      outlineWidth: '3px',
      outlineStyle: 'solid',
      outlineColor: 'brand.600',
      outlineOffset: '2px',
    },
  }),
)
const thumbnailLook = css({ position: 'relative' })
const playOverlayLook = css({
  position: 'absolute',
  inset: '0',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
})
const playBadgeLook = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '12',
  h: '12',
  borderRadius: 'full',
  bg: 'blackAlpha.700',
  color: 'white',
})
const bodyLook = css({
  display: 'flex',
  flex: '1',
  flexDirection: 'column',
  gap: '2',
  p: '4',
})
const titleLook = css(cardTitle, { fontSize: 'md' })
const descriptionLook = css({
  m: '0',
  fontSize: 'sm',
  color: 'gray.700',
  lineClamp: '3',
  textWrap: 'wrap',
})
const watchLook = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  mt: 'auto',
  mx: '0',
  mb: '0',
  pt: '2',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'brand.700',
})

/**
 * One video: the whole card is a link to it, in a new tab. With an address the site does not
 * draw (safeHref), the card shows the video's text and links nowhere.
 */
export function VideoCard({ video, headingLevel }: { video: Video; headingLevel: 'h2' | 'h3' }) {
  const Title = headingLevel
  const href = safeHref(video.link)
  const content = (
    <>
      <div className={thumbnailLook}>
        <MediaImage
          src={video.thumbnailUrl}
          alt={video.thumbnailAlt ?? ''}
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_HEIGHT}
          placeholder="Sin vista previa"
          sizes="(min-width: 64em) 25vw, (min-width: 30em) 50vw, 100vw"
        />
        {video.thumbnailUrl && (
          <div className={playOverlayLook}>
            <div className={playBadgeLook}>
              <FaPlay aria-hidden="true" />
            </div>
          </div>
        )}
      </div>
      <div className={bodyLook}>
        <Title className={titleLook}>{video.title}</Title>
        {video.description && <p className={descriptionLook}>{video.description}</p>}
        {href && (
          <p className={watchLook}>
            Ver vídeo <FaExternalLinkAlt aria-hidden="true" size={12} />
            <VisuallyHidden>(se abre en una pestaña nueva)</VisuallyHidden>
          </p>
        )}
      </div>
    </>
  )
  return (
    <li>
      {href ? (
        <a className={cardLook} href={href} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        <div className={cardLook}>{content}</div>
      )}
    </li>
  )
}
