// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { system } from '../../lib/system.ts'
import MusicPlayerScreen, { head } from './music-player.tsx'

function Where() {
  const { pathname, hash } = useLocation()
  return <p data-testid="where">{pathname + hash}</p>
}

async function openPlayer(search: string) {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[`/reproductor-musica${search}`]}>
        <Routes>
          <Route path="/reproductor-musica" element={<MusicPlayerScreen />} />
          <Route path="/" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  )
  await act(async () => {})
}

afterEach(cleanup)

describe('music player', () => {
  it('sends a visitor without a url to /#musica', async () => {
    await openPlayer('?titulo=Sin%20enlace')
    expect(screen.getByTestId('where').textContent).toBe('/#musica')
  })

  it('frames an https address in a sandbox, under the title and "Reproductor de Música"', async () => {
    await openPlayer('?titulo=Cuencos%20del%20amanecer&url=https%3A%2F%2Fexample.org%2Fplayer')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cuencos del amanecer')
    expect(screen.getByText('Reproductor de Música')).toBeTruthy()
    const frame = screen.getByTitle('Reproductor de Música: Cuencos del amanecer')
    expect(frame.getAttribute('src')).toBe('https://example.org/player')
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts')
  })

  it("shows 'Cargando reproductor...' until the frame has loaded", async () => {
    await openPlayer('?titulo=Uno&url=https%3A%2F%2Fexample.org%2Fplayer')
    expect(screen.queryByText('Cargando reproductor...')).not.toBeNull()
    fireEvent.load(screen.getByTitle('Reproductor de Música: Uno'))
    expect(screen.queryByText('Cargando reproductor...')).toBeNull()
  })

  it('refuses a javascript: address with a message instead of a frame', async () => {
    await openPlayer('?titulo=Uno&url=javascript%3Aalert(document.cookie)')
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.getByText('No podemos abrir este reproductor')).toBeTruthy()
  })

  it('titles the page after the album', () => {
    expect(head({ params: {}, search: '?titulo=Cuencos&url=x' }).title).toBe(
      'Cuencos | Reproductor de Música | Centro de Bienestar Integral',
    )
  })
})
