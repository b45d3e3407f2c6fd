import { describe, expect, it } from 'vitest'
import { choosePlayer, EMBED_PLAYER_HOSTS } from './player.ts'
import { type CardAlbum, SAMPLE_ALBUMS } from './rules.ts'

const SITE = 'https://centro.example'
const ALBUM: CardAlbum = {
  id: 1,
  title: 'Cuencos del amanecer',
  artist: 'Tomás Requena',
  imageUrl: null,
  tracksCount: 3,
  iframePlayerUrl: 'https://player.estudio.example/cuencos',
  externalMusicUrl: null,
}

describe('music player choice', () => {
  it("frames an album's own player address and names the album", () => {
    const choice = choosePlayer('https://player.estudio.example/cuencos', [ALBUM], SITE)
    expect(choice).toMatchObject({ kind: 'album', src: 'https://player.estudio.example/cuencos' })
    expect(choice.kind === 'album' && choice.album.title).toBe('Cuencos del amanecer')
  })

  it('frames a listed music service and another address on an album player host', () => {
    for (const address of [
      'https://open.spotify.com/embed/album/1',
      'https://w.soundcloud.com/player/?url=x',
      'https://player.estudio.example/otro',
    ]) {
      expect(choosePlayer(address, [ALBUM], SITE).kind).toBe('listed')
    }
  })

  it('refuses any other host, offering it only as a plain link out', () => {
    expect(choosePlayer('https://evil.example/login', [ALBUM], SITE)).toEqual({
      kind: 'refused',
      linkOut: 'https://evil.example/login',
    })
  })

  it('refuses plain http even on a listed host, and anything that is not a web address', () => {
    expect(choosePlayer('http://open.spotify.com/embed/album/1', [ALBUM], SITE).kind).toBe(
      'refused',
    )
    expect(choosePlayer('javascript:alert(1)', [ALBUM], SITE)).toEqual({
      kind: 'refused',
      linkOut: null,
    })
  })

  it("never frames this site's own pages", () => {
    const own = { ...ALBUM, iframePlayerUrl: `${SITE}/reproductor` }
    expect(choosePlayer(`${SITE}/reproductor`, [own], SITE).kind).toBe('refused')
  })

  it("frames the sample albums' players when the server has no albums", () => {
    const choice = choosePlayer(
      'https://example.org/reproductor/bosque-en-calma',
      SAMPLE_ALBUMS,
      SITE,
    )
    expect(choice.kind === 'album' && choice.album.title).toBe('Bosque en calma')
  })

  it('never lets the frame escape its sandbox or take over this page', () => {
    const choice = choosePlayer('https://open.spotify.com/embed/album/1', [], SITE)
    const sandbox = choice.kind === 'listed' ? choice.sandbox.split(' ') : []
    expect(sandbox).toContain('allow-scripts')
    expect(sandbox).not.toContain('allow-popups-to-escape-sandbox')
    expect(sandbox).not.toContain('allow-top-navigation')
    expect(sandbox).not.toContain('allow-forms')
  })

  it('lists only https embed hosts written as bare host names', () => {
    for (const host of EMBED_PLAYER_HOSTS) expect(host).toMatch(/^[a-z0-9.-]+\.[a-z]+$/)
  })
})
