import { FaHeadphones, FaMusic } from 'react-icons/fa'
import { css } from '#styled/css'
import { MediaImage } from '../../components/content/media-image.tsx'
import { buttonClass } from '../../components/plain/button.tsx'
import { Card } from '../../components/plain/card.tsx'
import { cardTitle } from '../../components/plain/looks.ts'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { safeHref } from '../../lib/safe-href.ts'
import { AlbumItem, COVER_SIZE } from './album-row.tsx'
import { type CardAlbum, type ListenLink, trackCountText } from './rules.ts'

const bodyLook = css.raw({ gap: '1' })
const titleLook = css(cardTitle, {
  fontSize: 'lg',
  '& a': { color: 'inherit', textDecoration: 'none', _hover: { textDecoration: 'underline' } },
})
const artist = css.raw({ m: '0', fontSize: 'sm', lineHeight: '1.5', color: 'gray.700' })
const artistLook = css(artist)
const tracksLook = css(artist, {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  mt: '1',
  color: 'gray.600',
})
const listenLook = css({ mt: 'auto', pt: '3' })

/** One album: cover, title, artist, how many tracks, and 'Escuchar ahora' when it can play. */
export function AlbumCard({
  album,
  listen,
  headingLevel,
}: {
  album: CardAlbum
  /** Where 'Escuchar ahora' goes for this visitor's device; none: the album has nothing to play. */
  listen: ListenLink | null
  headingLevel: 'h2' | 'h3'
}) {
  const Title = headingLevel
  const href = safeHref(listen?.href)
  return (
    <AlbumItem>
      <Card
        bodyCss={bodyLook}
        media={
          <MediaImage
            src={album.imageUrl}
            alt={album.imageAlt ?? `Portada de ${album.title}`}
            width={COVER_SIZE}
            height={COVER_SIZE}
            sizes="(min-width: 64em) 25vw, (min-width: 30em) 50vw, 100vw"
          />
        }
      >
        <Title className={titleLook}>
          {album.sample ? album.title : <a href={`/album/${album.id}`}>{album.title}</a>}
        </Title>
        {album.artist && <p className={artistLook}>{album.artist}</p>}
        <p className={tracksLook}>
          <FaMusic aria-hidden="true" size={12} />
          {trackCountText(album.tracksCount ?? 0)}
        </p>
        {href && (
          <div className={listenLook}>
            <a
              className={buttonClass({ size: 'sm' })}
              href={href}
              {...(listen?.newTab && { target: '_blank', rel: 'noopener noreferrer' })}
            >
              <FaHeadphones aria-hidden="true" />
              Escuchar ahora
              <VisuallyHidden>
                {' '}
                {album.title}
                {listen?.newTab && ' (se abre en una pestaña nueva)'}
              </VisuallyHidden>
            </a>
          </div>
        )}
      </Card>
    </AlbumItem>
  )
}
