import { useEffect, useRef, useState } from 'react'
import { FaVolumeUp } from 'react-icons/fa'
import { css } from '#styled/css'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import type { Track } from './queries.ts'
import { LISTEN_ANCHOR, nextPlayableTrack, sortedTracks, trackAudioSource } from './rules.ts'

const playerBarLook = css({
  display: 'grid',
  gap: '2',
  p: { base: '3', md: '4' },
  mb: '4',
  rounded: 'lg',
  bg: 'brand.50',
  borderWidth: '1px',
  borderColor: 'brand.100',
})
const nowPlayingLook = css({ m: '0', display: 'flex', flexWrap: 'wrap', columnGap: '2' })
const nowPlayingCountLook = css({ color: 'gray.700', fontVariantNumeric: 'tabular-nums' })
const nowPlayingTitleLook = css({ fontWeight: 'semibold', color: 'brand.800' })
// The browser's own controls, 54 px high in Chromium: the bar keeps that height before and after.
const audioLook = css({ w: 'full', h: '54px', display: 'block' })
const trackListLook = css({
  listStyleType: 'none',
  m: '0',
  p: '0',
  borderTopWidth: '1px',
  borderColor: 'gray.200',
})
// Number, title and duration on one line; the title's link covers the whole row (see trackLinkLook).
const trackLook = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '2rem 1fr auto',
  alignItems: 'center',
  columnGap: '4',
  minH: '12',
  py: '3',
  px: '2',
  borderBottomWidth: '1px',
  borderColor: 'gray.200',
  _hover: { bg: 'gray.50' },
  '&[data-current]': { bg: 'brand.50', boxShadow: 'inset 3px 0 0 token(colors.brand.600)' },
})
const trackNumberLook = css({
  textAlign: 'right',
  color: 'gray.600',
  fontVariantNumeric: 'tabular-nums',
})
const trackTitleLook = css({
  fontWeight: 'medium',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
})
const trackLinkLook = css({
  color: 'inherit',
  textDecoration: 'none',
  '&[aria-current]': { color: 'brand.800', fontWeight: 'semibold' },
  // The whole row answers the click, and the focus ring goes round the row.
  _after: { content: '""', position: 'absolute', inset: '0' },
  _focusVisible: { outline: 'none' },
  '&:focus-visible::after': {
    outline: '2px solid token(colors.brand.600)',
    outlineOffset: '-2px',
  },
})
const playingIconLook = css({ color: 'brand.600', flexShrink: 0 })
const trackDurationLook = css({ color: 'gray.600', fontVariantNumeric: 'tabular-nums' })

/** Starts the player; where the browser refuses (no click led here), the player takes the focus. */
function playOrFocus(player: HTMLAudioElement) {
  player.play().catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'NotAllowedError') player.focus()
  })
}

/**
 * The album in one player: the browser's own (in the HTML, keyboard accessible, nothing
 * downloaded before play), its tracks one after another, the current one marked in the list.
 * Choosing a track plays it; choosing the one playing pauses it. Each track's title links its
 * recording, which plays in the browser before the page's script is live. Arriving at
 * `#escuchar` («Escuchar ahora») starts the album.
 */
export function AlbumPlayer({ albumTitle, tracks }: { albumTitle: string; tracks: Track[] }) {
  const ordered = sortedTracks(tracks)
  const sources = ordered.map(trackAudioSource)
  const [current, setCurrent] = useState(() => nextPlayableTrack(sources, -1))
  // The player's address is set here once; a chosen track is loaded by `playTrack`, within the
  // visitor's click (a phone plays nothing started later), never by a render, which would load
  // the track again and stop it.
  const [firstSource] = useState(() => (current === null ? undefined : sources[current]))
  const [playing, setPlaying] = useState(false)
  const player = useRef<HTMLAudioElement>(null)

  useEffect(() => {
    if (window.location.hash === `#${LISTEN_ANCHOR}` && player.current) playOrFocus(player.current)
  }, [])

  const playTrack = (index: number) => {
    const audio = player.current
    const source = sources[index]
    if (!audio || !source) return
    if (index !== current) {
      audio.src = source
      setCurrent(index)
    }
    playOrFocus(audio)
  }

  const choose = (index: number) => {
    if (index === current && player.current && !player.current.paused) player.current.pause()
    else playTrack(index)
  }

  const playNext = () => {
    const next = nextPlayableTrack(sources, current ?? -1)
    if (next !== null) playTrack(next)
  }

  const shown = current === null ? null : { index: current, track: ordered[current] }
  const shownSource = current === null ? undefined : sources[current]
  return (
    <>
      {shown && shownSource && (
        <div className={playerBarLook}>
          {/* Said when the album moves on to the next track by itself. */}
          <p className={nowPlayingLook} aria-live="polite">
            <span className={nowPlayingCountLook}>
              Pista {shown.index + 1} de {ordered.length}:
            </span>
            <span className={nowPlayingTitleLook}>{shown.track.title}</span>
          </p>
          {/* biome-ignore lint/a11y/useMediaCaption: music without words to caption */}
          <audio
            ref={player}
            className={audioLook}
            controls
            preload="none"
            src={firstSource}
            aria-label={`Reproductor del álbum ${albumTitle}`}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={playNext}
          >
            <a href={shownSource}>Descargar {shown.track.title}</a>
          </audio>
        </div>
      )}
      <ol className={trackListLook}>
        {ordered.map((track, index) => {
          const source = sources[index]
          const isCurrent = index === current
          return (
            <li
              key={`${track.order}-${track.title}`}
              className={trackLook}
              data-current={isCurrent || undefined}
            >
              <span className={trackNumberLook}>{index + 1}</span>
              <span className={trackTitleLook}>
                {isCurrent && playing && (
                  <FaVolumeUp aria-hidden="true" className={playingIconLook} />
                )}
                {source ? (
                  <a
                    className={trackLinkLook}
                    href={source}
                    aria-current={isCurrent ? 'true' : undefined}
                    onClick={(event) => {
                      event.preventDefault()
                      choose(index)
                    }}
                  >
                    {track.title}
                  </a>
                ) : (
                  track.title
                )}
              </span>
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
            </li>
          )
        })}
      </ol>
    </>
  )
}
