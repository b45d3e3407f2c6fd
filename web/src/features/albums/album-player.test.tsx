// @vitest-environment screen
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AlbumPlayer } from './album-player.tsx'
import type { Track } from './queries.ts'

const track = (title: string, order: number, fileUrl: string): Track =>
  ({ title, order, audioUrl: fileUrl, fileUrl, duration: '0:02' }) as Track

const TRACKS = [
  track('Cuarzo', 3, '/audio/cuarzo.mp3'),
  track('Primera luz', 1, '/audio/primera-luz.mp3'),
  track('Valle', 2, '/audio/valle.mp3'),
]

/** jsdom plays nothing: play and pause move the element's `paused` as a browser would. */
let refusePlay = false
const played: string[] = []

beforeEach(() => {
  refusePlay = false
  played.length = 0
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    if (refusePlay) return Promise.reject(new DOMException('no gesture', 'NotAllowedError'))
    Object.defineProperty(this, 'paused', { value: false, configurable: true })
    played.push(this.getAttribute('src') ?? '')
    fireEvent.play(this)
    return Promise.resolve()
  })
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true })
    fireEvent.pause(this)
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

const player = () => screen.getByLabelText('Reproductor del álbum Amanecer') as HTMLAudioElement
const current = () => document.querySelector('[aria-current="true"]')?.textContent

describe('the album player', () => {
  it('is one player, loading nothing before play, on the first track by order, marked', () => {
    render(<AlbumPlayer albumTitle="Amanecer" tracks={TRACKS} />)
    expect(document.querySelectorAll('audio')).toHaveLength(1)
    expect(player().getAttribute('preload')).toBe('none')
    expect(player().getAttribute('src')).toBe('/audio/primera-luz.mp3')
    expect(current()).toBe('Primera luz')
    expect(screen.getByText('Pista 1 de 3:')).toBeTruthy()
    expect(played).toEqual([])
  })

  it('plays a chosen track, and the track playing pauses when chosen again', () => {
    render(<AlbumPlayer albumTitle="Amanecer" tracks={TRACKS} />)
    fireEvent.click(screen.getByRole('link', { name: 'Valle' }))
    expect(played).toEqual(['/audio/valle.mp3'])
    expect(current()).toBe('Valle')
    expect(screen.getByText('Pista 2 de 3:')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Valle' }))
    expect(player().paused).toBe(true)
  })

  it('goes on to the next track when one ends, and stops after the last', () => {
    render(<AlbumPlayer albumTitle="Amanecer" tracks={TRACKS} />)
    fireEvent.ended(player())
    expect(played).toEqual(['/audio/valle.mp3'])
    expect(current()).toBe('Valle')
    fireEvent.ended(player())
    expect(current()).toBe('Cuarzo')
    fireEvent.ended(player())
    expect(played).toEqual(['/audio/valle.mp3', '/audio/cuarzo.mp3'])
    expect(current()).toBe('Cuarzo')
  })

  it('starts the album on arrival at #escuchar, and offers the player the focus if refused', async () => {
    window.history.replaceState(null, '', '/album/1#escuchar')
    render(<AlbumPlayer albumTitle="Amanecer" tracks={TRACKS} />)
    expect(played).toEqual(['/audio/primera-luz.mp3'])
    cleanup()

    // jsdom focuses no media element; a browser focuses a player with controls.
    const focused = vi.spyOn(HTMLElement.prototype, 'focus')
    refusePlay = true
    render(<AlbumPlayer albumTitle="Amanecer" tracks={TRACKS} />)
    await vi.waitFor(() => expect(focused.mock.contexts).toContain(player()))
  })

  it('does not start by itself anywhere else', () => {
    render(<AlbumPlayer albumTitle="Amanecer" tracks={TRACKS} />)
    expect(played).toEqual([])
  })
})
