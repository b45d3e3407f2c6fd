// @vitest-environment screen
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../lib/query-client.ts'
import LiveAlbumDetail from './album-detail-live.tsx'
import { type Album, albumKeys } from './queries.ts'

const SILENCE = {
  id: 41,
  title: 'Silencio en prueba',
  artist: 'Pruebas',
  description: 'Un álbum sin pistas.',
  imageUrl: null,
  coverUrl: null,
  releaseDate: null,
  externalMusicUrl: null,
  featured: false,
  tracksCount: 0,
} as unknown as Album

afterEach(() => {
  cleanup()
  queryClient.clear()
})

describe("an album's page", () => {
  it("an album without tracks says 'Este álbum no tiene pistas disponibles.'", async () => {
    queryClient.setQueryData(albumKeys.detail('41'), SILENCE)
    queryClient.setQueryData(albumKeys.tracks('41'), [])
    render(<LiveAlbumDetail id="41" siteName="Centro de Bienestar Integral" />)
    await act(async () => {})
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Silencio en prueba')
    expect(screen.getByText('Este álbum no tiene pistas disponibles.')).toBeTruthy()
  })
})
