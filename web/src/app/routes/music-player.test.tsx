// @vitest-environment screen
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, Route, Routes, StaticRouter, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { albumKeys } from '../../features/albums/queries.ts'
import { pageLoad } from '../../lib/page-load.ts'
import { queryClient } from '../../lib/query-client.ts'
import { matchRoute } from '../pages.ts'
import * as musicPlayer from './music-player.tsx'

const MusicPlayerScreen = musicPlayer.default

function Where() {
  const { pathname, hash } = useLocation()
  return <p data-testid="where">{pathname + hash}</p>
}

async function openPlayer(search: string) {
  render(
    <MemoryRouter initialEntries={[`/reproductor-musica${search}`]}>
      <Routes>
        <Route path="/reproductor-musica" element={<MusicPlayerScreen />} />
        <Route path="/" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
  await act(async () => {})
}

const ALBUM_PLAYER = 'https://player.estudio.example/cuencos'

beforeEach(() => {
  queryClient.setQueryData(albumKeys.featured, [
    {
      id: 1,
      title: 'Cuencos del amanecer',
      artist: 'Tomás Requena',
      imageUrl: null,
      tracksCount: 3,
      iframePlayerUrl: ALBUM_PLAYER,
      externalMusicUrl: null,
    },
  ])
})

afterEach(() => {
  cleanup()
  queryClient.clear()
  document.title = ''
})

describe('music player', () => {
  it('sends a visitor without a url to /#musica, by a page load (it arrives prerendered)', async () => {
    const replace = vi.spyOn(pageLoad, 'replace').mockImplementation(() => {})
    try {
      await openPlayer('?titulo=Sin%20enlace')
      expect(replace).toHaveBeenCalledWith('/#musica')
    } finally {
      replace.mockRestore()
    }
  })

  it("frames an album's player under the album's own title and 'Reproductor de Música'", async () => {
    await openPlayer(`?titulo=Otro%20nombre&url=${encodeURIComponent(ALBUM_PLAYER)}`)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cuencos del amanecer')
    expect(screen.getByText('Reproductor de Música')).toBeTruthy()
    const frame = screen.getByTitle('Reproductor de Música: Cuencos del amanecer')
    expect(frame.getAttribute('src')).toBe(ALBUM_PLAYER)
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts')
    expect(document.title).toBe(
      'Cuencos del amanecer | Reproductor de Música | Centro de Bienestar Integral',
    )
  })

  it("shows a listed service's player with the requested title as text only, never in the tab", async () => {
    const spotify = 'https://open.spotify.com/embed/album/1'
    await openPlayer(`?titulo=Lista%20de%20Ana&url=${encodeURIComponent(spotify)}`)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lista de Ana')
    expect(screen.getByTitle('Reproductor de Música: Lista de Ana').getAttribute('src')).toBe(
      spotify,
    )
    expect(document.title).not.toContain('Lista de Ana')
  })

  it("shows 'Reproductor no disponible' and a plain link out for any other host", async () => {
    const phishing = 'http://evil.example/login'
    await openPlayer(
      `?titulo=${encodeURIComponent('Inicia sesión para continuar')}&url=${encodeURIComponent(phishing)}`,
    )
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.getByText('Reproductor no disponible')).toBeTruthy()
    expect(screen.queryByText('Inicia sesión para continuar')).toBeNull()
    const linkOut = screen.getByRole('link', { name: phishing })
    expect(linkOut.getAttribute('rel')).toContain('noopener')
    expect(document.title).not.toContain('Inicia sesión')
  })

  it("shows 'Cargando reproductor...' until the frame has loaded", async () => {
    await openPlayer('?titulo=Uno&url=https%3A%2F%2Fopen.spotify.com%2Fembed%2Falbum%2F1')
    expect(screen.queryByText('Cargando reproductor...')).not.toBeNull()
    fireEvent.load(screen.getByTitle('Reproductor de Música: Uno'))
    expect(screen.queryByText('Cargando reproductor...')).toBeNull()
  })

  it('refuses a javascript: address with a message instead of a frame', async () => {
    await openPlayer('?titulo=Uno&url=javascript%3Aalert(document.cookie)')
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.getByText('Reproductor no disponible')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull()
  })

  it('sends a browser without scripts to /#musica from its prerendered page', () => {
    const html = renderToString(
      <StaticRouter location="/reproductor-musica">
        <MusicPlayerScreen />
      </StaticRouter>,
    )
    expect(html).toContain(
      '<noscript><meta http-equiv="refresh" content="2; url=/#musica"></noscript>',
    )
  })

  it('never titles the prerendered page after the query', () => {
    expect('head' in musicPlayer, 'a head of its own could read the query').toBe(false)
    expect(matchRoute('/reproductor-musica').route.head.title).toBe(
      'Reproductor de Música | Centro de Bienestar Integral',
    )
  })
})
