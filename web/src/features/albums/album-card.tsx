import { FaHeadphones, FaMusic } from 'react-icons/fa'
import { MediaImage } from '../../components/content/media-image.tsx'
import { buttonClass } from '../../components/plain/button.tsx'
import { Card } from '../../components/plain/card.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { safeHref } from '../../lib/safe-href.ts'
import { AlbumItem, COVER_SIZE } from './album-row.tsx'
import styles from './albums.module.css'
import { type CardAlbum, trackCountText } from './rules.ts'

/** One album: cover, title, artist, how many tracks, and 'Escuchar ahora'. */
export function AlbumCard({
  album,
  listenHref,
  headingLevel,
}: {
  album: CardAlbum
  /** Where 'Escuchar ahora' goes for this visitor's device. */
  listenHref: string
  headingLevel: 'h2' | 'h3'
}) {
  const Title = headingLevel
  const href = safeHref(listenHref)
  return (
    <AlbumItem>
      <Card
        bodyClassName={styles.body}
        media={
          <MediaImage
            src={album.imageUrl}
            alt={`Portada de ${album.title}`}
            width={COVER_SIZE}
            height={COVER_SIZE}
            sizes="(min-width: 64em) 25vw, (min-width: 30em) 50vw, 100vw"
          />
        }
      >
        <Title className={styles.title}>
          {album.sample ? album.title : <a href={`/album/${album.id}`}>{album.title}</a>}
        </Title>
        {album.artist && <p className={styles.artist}>{album.artist}</p>}
        <p className={styles.tracks}>
          <FaMusic aria-hidden="true" size={12} />
          {trackCountText(album.tracksCount ?? 0)}
        </p>
        <div className={styles.listen}>
          {href ? (
            <a
              className={buttonClass({ size: 'sm' })}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
            >
              <FaHeadphones aria-hidden="true" />
              Escuchar ahora
              <VisuallyHidden>{album.title} (se abre en una pestaña nueva)</VisuallyHidden>
            </a>
          ) : (
            <span>Escuchar ahora</span>
          )}
        </div>
      </Card>
    </AlbumItem>
  )
}
