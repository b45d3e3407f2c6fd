import { useQuery } from '@tanstack/react-query'
import { type SyntheticEvent, useEffect } from 'react'
import { FaExternalLinkAlt } from 'react-icons/fa'
import { css, cx } from '#styled/css'
import { heading } from '#styled/recipes'
import { SITE_NAME } from '../../app/site.ts'
import { JsonLd } from '../../components/content/json-ld.tsx'
import { LoadError } from '../../components/content/list-state.tsx'
import { MediaImage } from '../../components/content/media-image.tsx'
import { buttonClass } from '../../components/plain/button.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { HttpError } from '../../lib/api.ts'
import { env } from '../../lib/env.ts'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { safeHref } from '../../lib/safe-href.ts'
import { AlbumDetailSkeleton, AlbumLayout } from './album-detail.tsx'
import { COVER_SIZE } from './album-row.tsx'
import { type Album, albumQuery, albumTracksQuery, type Track } from './queries.ts'
import {
  ALBUM_NOT_FOUND,
  ALBUM_NOT_FOUND_DESCRIPTION,
  albumDescription,
  isAlbumId,
  releaseDateText,
  sortedTracks,
  trackAudioSource,
} from './rules.ts'
import { albumJsonLd } from './structured-data.ts'

const messageLook = css({ py: '8' })
const messageTitleLook = cx(heading({ size: '2xl' }), css({ color: 'brand.800', mb: '3' }))
const mutedLook = css({ color: 'gray.700' })
const trackListLook = css({
  listStyleType: 'none',
  m: '0',
  p: '0',
  borderTopWidth: '1px',
  borderColor: 'gray.200',
})
// Number, title and duration on one line; the player below them on a phone, at the end from md.
const trackLook = css({
  display: 'grid',
  gridTemplateColumns: { base: '2rem 1fr auto', md: '2rem 1fr auto 20rem' },
  alignItems: 'center',
  columnGap: '4',
  rowGap: '2',
  py: '3',
  px: '2',
  borderBottomWidth: '1px',
  borderColor: 'gray.200',
})
const trackNumberLook = css({
  textAlign: 'right',
  color: 'gray.600',
  fontVariantNumeric: 'tabular-nums',
})
const trackTitleLook = css({ fontWeight: 'medium' })
const trackDurationLook = css({ color: 'gray.600', fontVariantNumeric: 'tabular-nums' })
// The browser's own controls, 54 px high in Chromium: the row keeps that height before and after.
const playerLook = css({
  gridColumn: { base: '2 / -1', md: 'auto' },
  w: 'full',
  h: '54px',
  display: 'block',
})
const tracksLook = css({ mt: { base: '10', md: '12' } })
const tracksTitleLook = cx(heading({ size: 'xl' }), css({ color: 'brand.800', mb: '4' }))
const loadingTracksLook = css({ color: 'gray.600' })
const albumTitleLook = cx(
  heading({ size: { base: '2xl', md: '3xl' } }),
  css({ color: 'brand.800' }),
)
const artistLook = css({ fontSize: 'lg', color: 'gray.700' })
const releasedLook = css({ fontSize: 'sm', color: 'gray.600' })
const descriptionLook = css({ color: 'gray.700', whiteSpace: 'pre-line' })
const externalLook = css({ pt: '2' })
const externalButton = buttonClass()

/** The tab's title and description follow the album (this page has no prerendered <head>). */
function useAlbumHead(title: string, description: string) {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [title, description])
}

function NotFound() {
  useAlbumHead(ALBUM_NOT_FOUND, ALBUM_NOT_FOUND_DESCRIPTION)
  return (
    <div className={messageLook}>
      <h1 className={messageTitleLook}>{ALBUM_NOT_FOUND}</h1>
      <p className={mutedLook}>Puede que se haya retirado o que el enlace no sea correcto.</p>
    </div>
  )
}

/** Starting one track's player pauses any other playing on the page. */
function pauseOtherPlayers(event: SyntheticEvent<HTMLAudioElement>) {
  for (const player of document.querySelectorAll('audio')) {
    if (player !== event.currentTarget && !player.paused) player.pause()
  }
}

/**
 * The tracks by order, each with the browser's own player (in the HTML, keyboard accessible,
 * nothing downloaded before the visitor presses play); one plays at a time once the page's
 * island is live.
 */
function TrackList({ tracks }: { tracks: Track[] }) {
  if (tracks.length === 0) {
    return <p className={mutedLook}>Este álbum no tiene pistas disponibles.</p>
  }
  return (
    <ol className={trackListLook}>
      {sortedTracks(tracks).map((track, index) => {
        const source = trackAudioSource(track)
        return (
          <li key={`${track.order}-${track.title}`} className={trackLook}>
            <span className={trackNumberLook}>{index + 1}</span>
            <span className={trackTitleLook}>{track.title}</span>
            <span className={trackDurationLook}>
              {track.duration ? (
                <>
                  <VisuallyHidden>Duración: </VisuallyHidden>
                  {track.duration}
                </>
              ) : (
                <VisuallyHidden>Duración no indicada</VisuallyHidden>
              )}
            </span>
            {source && (
              // biome-ignore lint/a11y/useMediaCaption: music without words to caption
              <audio
                className={playerLook}
                controls
                preload="none"
                src={source}
                aria-label={`Escuchar ${track.title}`}
                onPlay={pauseOtherPlayers}
              >
                <a href={source}>Descargar {track.title}</a>
              </audio>
            )}
          </li>
        )
      })}
    </ol>
  )
}

function Tracks({ id, album }: { id: string; album: Album }) {
  const tracks = useQuery(albumTracksQuery(id))
  return (
    <section aria-labelledby="pistas" className={tracksLook}>
      <h2 id="pistas" className={tracksTitleLook}>
        Pistas
      </h2>
      {tracks.isPending ? (
        <p className={loadingTracksLook}>Cargando pistas…</p>
      ) : tracks.isError ? (
        <LoadError thing="las pistas" />
      ) : (
        <>
          <TrackList tracks={tracks.data} />
          <JsonLd data={albumJsonLd(album, tracks.data, env.siteUrl)} />
        </>
      )}
    </section>
  )
}

function AlbumView({ id, album }: { id: string; album: Album }) {
  const externalHref = safeHref(album.externalMusicUrl)
  const title = album.title ?? ''
  useAlbumHead(title, albumDescription(album))
  const released = releaseDateText(album.releaseDate)
  return (
    <>
      <AlbumLayout
        cover={
          <MediaImage
            src={album.imageUrl}
            alt={`Portada de ${title}`}
            width={COVER_SIZE}
            height={COVER_SIZE}
            priority
            sizes="(min-width: 48em) 320px, 100vw"
          />
        }
      >
        <h1 className={albumTitleLook}>{title}</h1>
        {album.artist && <p className={artistLook}>{album.artist}</p>}
        {released && <p className={releasedLook}>{released}</p>}
        {album.description && <p className={descriptionLook}>{album.description}</p>}
        {externalHref && (
          <div className={externalLook}>
            <a
              className={externalButton}
              href={externalHref}
              target="_blank"
              rel="noopener noreferrer"
            >
              <FaExternalLinkAlt aria-hidden="true" />
              Escuchar en plataforma externa
              <VisuallyHidden>(se abre en una pestaña nueva)</VisuallyHidden>
            </a>
          </div>
        )}
      </AlbumLayout>
      <Tracks id={id} album={album} />
    </>
  )
}

function AlbumPage({ id }: { id: string }) {
  const validId = isAlbumId(id)
  const album = useQuery({ ...albumQuery(id), enabled: validId })
  if (!validId) return <NotFound />
  if (album.isPending) return <AlbumDetailSkeleton />
  if (album.isError) {
    if (album.error instanceof HttpError && album.error.status === 404) return <NotFound />
    return (
      <div className={messageLook}>
        <h1 className={messageTitleLook}>Álbum</h1>
        <LoadError thing="el álbum" />
      </div>
    )
  }
  return <AlbumView id={id} album={album.data} />
}

export default function LiveAlbumDetail({ id }: { id: string }) {
  return (
    <QueryProvider>
      <AlbumPage id={id} />
    </QueryProvider>
  )
}
