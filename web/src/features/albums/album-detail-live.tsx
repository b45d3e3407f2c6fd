import { useQuery } from '@tanstack/react-query'
import { createContext, useContext, useEffect } from 'react'
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
import { AlbumDetailSkeleton, AlbumLayout } from './album-detail-layout.tsx'
import { AlbumPlayer } from './album-player.tsx'
import { COVER_SIZE } from './album-row.tsx'
import { type Album, albumQuery, albumTracksQuery } from './queries.ts'
import {
  ALBUM_NOT_FOUND,
  ALBUM_NOT_FOUND_DESCRIPTION,
  albumSearchDescription,
  isAlbumId,
  LISTEN_ANCHOR,
  releaseDateText,
} from './rules.ts'
import { albumJsonLd } from './structured-data.ts'

const messageLook = css({ py: '8' })
const messageTitleLook = cx(heading({ size: '2xl' }), css({ color: 'brand.800', mb: '3' }))
const mutedLook = css({ color: 'gray.700' })
const tracksLook = css({
  mt: { base: '10', md: '12' },
  // Room the sticky header takes, so arriving at #escuchar shows the heading above the player.
  scrollMarginTop: '88px',
})
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

/** The owner's «Nombre del sitio», handed in by the page: an island reads no settings. */
const SiteName = createContext(SITE_NAME)

/** The tab's title and description follow the album (this page has no prerendered <head>). */
function useAlbumHead(title: string, description: string) {
  const siteName = useContext(SiteName)
  useEffect(() => {
    document.title = `${title} | ${siteName}`
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [title, description, siteName])
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

/** The tracks and their player; «Escuchar ahora» lands here (`#escuchar`). */
function Tracks({ id, album }: { id: string; album: Album }) {
  const tracks = useQuery(albumTracksQuery(id))
  return (
    <section id={LISTEN_ANCHOR} aria-labelledby="pistas" className={tracksLook}>
      <h2 id="pistas" className={tracksTitleLook}>
        Pistas
      </h2>
      {tracks.isPending ? (
        <p className={loadingTracksLook}>Cargando pistas…</p>
      ) : tracks.isError ? (
        <LoadError thing="las pistas" />
      ) : (
        <>
          {tracks.data.length === 0 ? (
            <p className={mutedLook}>Este álbum no tiene pistas disponibles.</p>
          ) : (
            <AlbumPlayer albumTitle={album.title ?? ''} tracks={tracks.data} />
          )}
          <JsonLd data={albumJsonLd(album, tracks.data, env.siteUrl)} />
        </>
      )}
    </section>
  )
}

function AlbumView({ id, album }: { id: string; album: Album }) {
  const externalHref = safeHref(album.externalMusicUrl)
  const title = album.title ?? ''
  useAlbumHead(title, albumSearchDescription(album))
  const released = releaseDateText(album.releaseDate)
  return (
    <>
      <AlbumLayout
        cover={
          <MediaImage
            src={album.imageUrl}
            alt={album.imageAlt ?? `Portada de ${title}`}
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

export default function LiveAlbumDetail({ id, siteName }: { id: string; siteName: string }) {
  return (
    <QueryProvider>
      <SiteName.Provider value={siteName}>
        <AlbumPage id={id} />
      </SiteName.Provider>
    </QueryProvider>
  )
}
