import { describe, expect, it } from 'vitest'
import {
  albumListenPath,
  albumsToShow,
  hasPlayableTracks,
  isMobileUserAgent,
  isoDuration,
  listenLink,
  nextPlayableTrack,
  playerAddress,
  playerAddressByTitle,
  releaseDateText,
  SAMPLE_ALBUMS,
  SAMPLE_PLAYER_BASE,
  sortedTracks,
  trackAudioSource,
  trackCountText,
} from './rules.ts'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

const album = (fields: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'Cuencos del amanecer',
  artist: 'Tomás Requena',
  imageUrl: null,
  tracksCount: 0,
  iframePlayerUrl: null as string | null,
  externalMusicUrl: null as string | null,
  ...fields,
})

describe('albums', () => {
  it("track count reads '{n} pista disponible' for 1, otherwise '{n} pistas disponibles'", () => {
    expect(trackCountText(1)).toBe('1 pista disponible')
    expect(trackCountText(0)).toBe('0 pistas disponibles')
    expect(trackCountText(12)).toBe('12 pistas disponibles')
  })

  it('a title with no mapped player gets one built from it: lower case, accents removed, underscores for spaces', () => {
    expect(playerAddressByTitle('Canción del Río Añil')).toBe(
      `${SAMPLE_PLAYER_BASE}cancion_del_rio_anil`,
    )
    expect(playerAddressByTitle('  Música   para DORMIR ')).toBe(
      `${SAMPLE_PLAYER_BASE}musica_para_dormir`,
    )
  })

  it('a sample album title maps to its own player and cover', () => {
    const [first] = SAMPLE_ALBUMS
    expect(playerAddressByTitle(first.title ?? '')).toBe(`${SAMPLE_PLAYER_BASE}armonia-interior`)
    expect(first.imageUrl).toBe('/demo/album-1.webp')
    expect(playerAddressByTitle(`${first.title} `)).not.toBe(
      `${SAMPLE_PLAYER_BASE}armonia-interior`,
    )
  })

  it('when the server returns no albums, the four sample albums show (20, 12, 8 and 14 tracks)', () => {
    const shown = albumsToShow([])
    expect(shown.map((sample) => sample.tracksCount)).toEqual([20, 12, 8, 14])
    expect(shown.every((sample) => sample.sample && sample.imageUrl)).toBe(true)
    const real = [album()]
    expect(albumsToShow(real)).toEqual(real)
  })

  it('the iframe player URL has priority over the external music URL', () => {
    const both = album({
      iframePlayerUrl: 'https://player.example/embed/1',
      externalMusicUrl: 'https://music.example/album/1',
    })
    expect(playerAddress(both)).toBe('https://player.example/embed/1')
    expect(playerAddress(album({ externalMusicUrl: 'https://music.example/album/1' }))).toBe(
      'https://music.example/album/1',
    )
  })

  it('an album of hers with neither address gets none, not one made up from its title', () => {
    expect(playerAddress(album())).toBeNull()
    expect(playerAddress(album({ iframePlayerUrl: '  ', externalMusicUrl: '' }))).toBeNull()
  })

  it('a sample album keeps the player mapped from its title', () => {
    const [first] = SAMPLE_ALBUMS
    expect(playerAddress(first)).toBe(`${SAMPLE_PLAYER_BASE}armonia-interior`)
  })

  it('mobile devices are detected by their user agent', () => {
    expect(isMobileUserAgent(IPHONE)).toBe(true)
    expect(isMobileUserAgent(ANDROID)).toBe(true)
    expect(isMobileUserAgent(DESKTOP)).toBe(false)
  })

  it("'Escuchar ahora' opens the player directly on mobile, the site's player page on desktop, in a new tab", () => {
    const withPlayer = album({ iframePlayerUrl: 'https://player.example/embed/1?a=1&b=2' })
    expect(listenLink(withPlayer, IPHONE)).toEqual({
      href: 'https://player.example/embed/1?a=1&b=2',
      newTab: true,
    })
    const desktop = listenLink(withPlayer, DESKTOP)
    expect(desktop?.newTab).toBe(true)
    const page = new URL(desktop?.href ?? '', 'https://centro.example')
    expect(page.pathname).toBe('/reproductor-musica')
    expect(page.searchParams.get('titulo')).toBe('Cuencos del amanecer')
    expect(page.searchParams.get('url')).toBe('https://player.example/embed/1?a=1&b=2')
  })

  it("'Escuchar ahora' on an album with playable tracks plays them on its page, same tab, on every device", () => {
    const withTracks = album({ id: 7, tracksCount: 2 })
    for (const userAgent of [IPHONE, ANDROID, DESKTOP]) {
      expect(listenLink(withTracks, userAgent)).toEqual({
        href: '/album/7#escuchar',
        newTab: false,
      })
    }
    // Her own tracks come before a player address, whatever it is.
    const alsoPlayer = album({ id: 7, tracksCount: 1, iframePlayerUrl: 'https://p.example/1' })
    expect(listenLink(alsoPlayer, DESKTOP)?.href).toBe(albumListenPath(7))
  })

  it("an album with neither a player address nor a playable track has no 'Escuchar ahora'", () => {
    expect(listenLink(album(), DESKTOP)).toBeNull()
    expect(listenLink(album(), IPHONE)).toBeNull()
  })

  it('the sample albums keep the spec’s rule: their mapped players, never a page of their own', () => {
    for (const sample of SAMPLE_ALBUMS) {
      expect(hasPlayableTracks(sample)).toBe(false)
      expect(listenLink(sample, IPHONE)).toEqual({
        href: playerAddressByTitle(sample.title ?? ''),
        newTab: true,
      })
      expect(listenLink(sample, DESKTOP)?.href).toMatch(/^\/reproductor-musica\?titulo=/)
    }
  })

  it('an album plays its tracks when visitors can see at least one', () => {
    expect(hasPlayableTracks(album({ tracksCount: 1 }))).toBe(true)
    expect(hasPlayableTracks(album({ tracksCount: 0 }))).toBe(false)
  })

  it("the album player's next track skips tracks without a recording and ends after the last", () => {
    const sources = ['/a.mp3', undefined, '/c.mp3']
    expect(nextPlayableTrack(sources, -1)).toBe(0)
    expect(nextPlayableTrack(sources, 0)).toBe(2)
    expect(nextPlayableTrack(sources, 2)).toBeNull()
    expect(nextPlayableTrack([undefined], -1)).toBeNull()
  })

  it('tracks are listed by their order', () => {
    const tracks = [
      { title: 'c', order: 3 },
      { title: 'a', order: 1 },
      { title: 'b', order: 2 },
    ]
    expect(sortedTracks(tracks).map((track) => track.title)).toEqual(['a', 'b', 'c'])
  })

  it("a track's player plays its audio address, an http(s) one or a path of the site only", () => {
    const url = 'https://proyecto.supabase.co/storage/v1/object/public/audio/pista.mp3'
    expect(trackAudioSource({ audioUrl: url, fileUrl: url })).toBe(url)
    expect(trackAudioSource({ audioUrl: '', fileUrl: '/demo/cuenco.wav' })).toBe('/demo/cuenco.wav')
    expect(trackAudioSource({ audioUrl: 'javascript:alert(1)', fileUrl: '' })).toBeUndefined()
    expect(trackAudioSource({ audioUrl: '', fileUrl: '' })).toBeUndefined()
  })

  it('the release-date line is written out in Spanish, and absent without a date', () => {
    expect(releaseDateText('2024-03-21')).toBe('Fecha de lanzamiento: 21 de marzo de 2024')
    expect(releaseDateText(null)).toBeNull()
  })

  it('track durations become ISO 8601 durations for structured data', () => {
    expect(isoDuration('3:45')).toBe('PT3M45S')
    expect(isoDuration('10:02')).toBe('PT10M2S')
    expect(isoDuration('1:02:03')).toBe('PT1H2M3S')
    expect(isoDuration('4:00')).toBe('PT4M')
    expect(isoDuration(null)).toBeUndefined()
    expect(isoDuration('pronto')).toBeUndefined()
  })
})
