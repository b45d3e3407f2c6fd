import * as v from 'valibot'
import {
  MAX_LONG_TEXT,
  optionalBoolean,
  optionalLink,
  optionalMediaUrl,
  optionalPlayerUrl,
  optionalSearchDescription,
  optionalText,
  requiredText,
} from '../fields.ts'
import {
  defineResource,
  type PictureDescriptions,
  type Publication,
  type Timestamps,
} from '../resource.ts'

const RELEASE_DATE_MESSAGE = 'La fecha de publicación debe tener el formato AAAA-MM-DD'

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().startsWith(value)
}

const entries = {
  title: requiredText('El título es requerido'),
  artist: requiredText('El artista es requerido'),
  description: optionalText(MAX_LONG_TEXT),
  seoDescription: optionalSearchDescription(),
  coverUrl: optionalMediaUrl('URL de portada inválida'),
  imageUrl: optionalMediaUrl('URL de imagen inválida'),
  featured: optionalBoolean(),
  externalMusicUrl: optionalLink(),
  iframePlayerUrl: optionalPlayerUrl(
    'La URL del reproductor debe empezar por https:// seguido de un nombre de dominio, sin puerto ni usuario (por ejemplo, https://reproductor.estudio.es/album)',
  ),
  releaseDate: v.optional(
    v.nullable(
      v.pipe(
        v.string(RELEASE_DATE_MESSAGE),
        v.trim(),
        v.check((value) => value === '' || isCalendarDate(value), RELEASE_DATE_MESSAGE),
        v.transform((value) => (value === '' ? null : value)),
      ),
    ),
  ),
}

export const albumDefaults = { featured: false }

export const albums = defineResource({
  path: 'albums',
  table: 'albums',
  noun: 'el álbum',
  names: { one: 'Álbum', many: 'Álbumes' },
  sample: {
    title: 'Cuencos',
    artist: 'Centro',
    coverUrl: '/demo/album-1.webp',
    releaseDate: '2024-05-01',
    featured: true,
  },
  label: 'title',
  visibility: null,
  featured: 'featured',
  fields: {
    title: 'title',
    artist: 'artist',
    description: 'description',
    seoDescription: 'seo_description',
    coverUrl: 'image_url',
    imageUrl: 'image_url',
    featured: 'featured',
    tracksCount: 'tracks_count',
    externalMusicUrl: 'external_music_url',
    iframePlayerUrl: 'iframe_player_url',
    releaseDate: 'release_date',
  },
  media: { imageUrl: 'images' },
  lists: [
    { path: '', access: 'admin' },
    { path: 'featured', access: 'public', onlyWhere: ['featured'] },
    // Every album a visitor may open by id (RLS lets everyone read every album): the build
    // prerenders one page for each, featured or not (docs/public-site.md).
    { path: 'public', access: 'public' },
  ],
  readOne: 'public',
  defaults: albumDefaults,
  entries,
})

export type AlbumInput = v.InferInput<typeof albums.createSchema>
export type Album = v.InferOutput<typeof albums.createSchema> &
  Timestamps &
  Publication &
  PictureDescriptions<'imageAlt'> & {
    tracksCount: number
    imageUrl: string | null
    coverUrl: string | null
  }
