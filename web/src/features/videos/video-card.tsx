import { FaExternalLinkAlt, FaPlay } from 'react-icons/fa'
import { MediaImage } from '../../components/content/media-image.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { safeHref } from '../../lib/safe-href.ts'
import type { Video } from './queries.ts'
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from './video-grid.tsx'
import styles from './videos.module.css'

/**
 * One video: the whole card is a link to it, in a new tab. With an address the site does not
 * draw (safeHref), the card shows the video's text and links nowhere.
 */
export function VideoCard({ video, headingLevel }: { video: Video; headingLevel: 'h2' | 'h3' }) {
  const Title = headingLevel
  const href = safeHref(video.link)
  const content = (
    <>
      <div className={styles.thumbnail}>
        <MediaImage
          src={video.thumbnailUrl}
          alt=""
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_HEIGHT}
          placeholder="Sin vista previa"
          sizes="(min-width: 64em) 25vw, (min-width: 30em) 50vw, 100vw"
        />
        {video.thumbnailUrl && (
          <div className={styles.playOverlay}>
            <div className={styles.playBadge}>
              <FaPlay aria-hidden="true" />
            </div>
          </div>
        )}
      </div>
      <div className={styles.body}>
        <Title className={styles.title}>{video.title}</Title>
        {video.description && <p className={styles.description}>{video.description}</p>}
        {href && (
          <p className={styles.watch}>
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
        <a className={styles.card} href={href} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        <div className={styles.card}>{content}</div>
      )}
    </li>
  )
}
