import type * as v from 'valibot'
import {
  MAX_LONG_TEXT,
  optionalBoolean,
  optionalMediaUrl,
  optionalText,
  requiredText,
  requiredWebUrl,
} from '../fields.ts'
import {
  defineResource,
  type PictureDescriptions,
  type Publication,
  type Timestamps,
} from '../resource.ts'

const entries = {
  title: requiredText('El título es obligatorio'),
  description: optionalText(MAX_LONG_TEXT),
  thumbnailUrl: optionalMediaUrl('URL de miniatura inválida'),
  link: requiredWebUrl('El enlace es obligatorio', 'URL del video inválida'),
  featured: optionalBoolean(),
  visible: optionalBoolean(),
}

export const videoDefaults = { featured: false, visible: true }

export const videos = defineResource({
  path: 'videos',
  table: 'videos',
  noun: 'el video',
  names: { one: 'Video', many: 'Videos' },
  sample: {
    title: 'Meditación guiada',
    link: 'https://www.youtube.com/watch?v=abc123',
    thumbnailUrl: '/demo/video-1.webp',
    visible: true,
  },
  label: 'title',
  visibility: 'visible',
  featured: 'featured',
  fields: {
    title: 'title',
    description: 'description',
    thumbnailUrl: 'thumbnail_url',
    link: 'link',
    featured: 'featured',
    visible: 'visible',
  },
  media: { thumbnailUrl: 'images' },
  lists: [{ path: '', access: 'public' }],
  defaults: videoDefaults,
  entries,
})

export type VideoInput = v.InferInput<typeof videos.createSchema>
export type Video = v.InferOutput<typeof videos.createSchema> &
  Timestamps &
  Publication &
  PictureDescriptions<'thumbnailAlt'>
