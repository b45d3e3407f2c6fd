import { Alert } from '@chakra-ui/react/alert'
import { useQuery } from '@tanstack/react-query'
import { type Control, useWatch } from 'react-hook-form'
import { albumTracksQuery } from './album-queries.ts'
import { type Album, type AlbumFormValues, silentAlbumReason } from './album-rules.ts'
import { ALBUM_TEXTS, SILENT_ALBUM_TEXTS } from './album-texts.ts'

/**
 * Above the album's fields, before she publishes: says when the album would show on the site
 * without «Escuchar ahora» (nothing to play), and what gives it one. It follows the addresses as
 * she types them and the tracks as she adds or publishes them (the track table's own read).
 */
export function SilentAlbumNotice({
  album,
  control,
}: {
  album: Album | undefined
  control: Control<AlbumFormValues>
}) {
  const [iframePlayerUrl, externalMusicUrl] = useWatch({
    control,
    name: ['iframePlayerUrl', 'externalMusicUrl'],
  })
  const tracks = useQuery({ ...albumTracksQuery(album?.id ?? 0), enabled: album !== undefined })
  // An album's tracks not read yet: nothing to say until they are.
  if (album && !tracks.isSuccess) return null
  const reason = silentAlbumReason({ iframePlayerUrl, externalMusicUrl }, tracks.data)
  if (!reason) return null
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{ALBUM_TEXTS.silentTitle}</Alert.Title>
        <Alert.Description>{SILENT_ALBUM_TEXTS[reason]}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
