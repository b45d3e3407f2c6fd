import { frameableUrl } from '../../components/page-frames/frameable-url.ts'
import { type CardAlbum, playerAddress } from './rules.ts'

/**
 * The music services whose embeddable players the player page frames, besides the hosts of the
 * albums' own player addresses. Each is the host its embed code puts in the iframe's src.
 */
export const EMBED_PLAYER_HOSTS: readonly string[] = [
  'open.spotify.com', // Spotify: open.spotify.com/embed/...
  'w.soundcloud.com', // SoundCloud: w.soundcloud.com/player/?url=...
  'bandcamp.com', // Bandcamp: bandcamp.com/EmbeddedPlayer/...
  'www.youtube.com', // YouTube: www.youtube.com/embed/...
  'www.youtube-nocookie.com', // YouTube without cookies until play
  'embed.music.apple.com', // Apple Music
  'www.mixcloud.com', // Mixcloud: www.mixcloud.com/widget/iframe/...
  'player-widget.mixcloud.com', // Mixcloud's newer widget
]

/**
 * What the player's frame may do. The listed players need scripts, their own cookies and storage
 * (`allow-same-origin`: Spotify, YouTube and SoundCloud keep their session and playback state
 * there; their origin is never this site's) and popups for "open in the app" links, which stay
 * sandboxed. Nothing may navigate this page or submit forms.
 */
const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-presentation'

export type PlayerChoice =
  /** The address of one of the site's albums: framed, titled with the album's own title. */
  | { kind: 'album'; src: string; sandbox: string; album: CardAlbum }
  /** A listed service's player: framed; the title asked for is shown only as text. */
  | { kind: 'listed'; src: string; sandbox: string }
  /** Anything else: not framed; an http(s) address is offered as a plain link out. */
  | { kind: 'refused'; linkOut: string | null }

function httpsHost(address: string | null): string | null {
  if (!address) return null
  const url = new URL(address)
  return url.protocol === 'https:' ? url.hostname : null
}

/** Whether and how the player page frames `raw`, given the albums the site shows. */
export function choosePlayer(
  raw: string | null | undefined,
  albums: readonly CardAlbum[],
  pageOrigin: string,
): PlayerChoice {
  const address = frameableUrl(raw)
  const host = httpsHost(address)
  if (!address || !host || new URL(address).origin === pageOrigin) {
    return { kind: 'refused', linkOut: address }
  }
  const album = albums.find((candidate) => frameableUrl(playerAddress(candidate)) === address)
  if (album) return { kind: 'album', src: address, sandbox: PLAYER_SANDBOX, album }
  const albumHosts = albums.map((candidate) => httpsHost(frameableUrl(playerAddress(candidate))))
  if (EMBED_PLAYER_HOSTS.includes(host) || albumHosts.includes(host)) {
    return { kind: 'listed', src: address, sandbox: PLAYER_SANDBOX }
  }
  return { kind: 'refused', linkOut: address }
}
