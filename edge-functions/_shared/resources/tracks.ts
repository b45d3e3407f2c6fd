import * as v from 'valibot'
import { optionalInteger, optionalMediaUrl, requiredText } from '../fields.ts'
import {
  defineResourceWithSchemas,
  type Publication,
  publishedAtField,
  type Timestamps,
  updatedAtField,
} from '../resource.ts'

export const AUDIO_REQUIRED_MESSAGE = 'Se requiere un archivo de audio o una URL de audio'
const DURATION_MESSAGE = 'La duración debe tener el formato minutos:segundos (por ejemplo 3:45)'

const entries = {
  title: requiredText('El título es requerido'),
  audioUrl: optionalMediaUrl('URL de audio inválida'),
  fileUrl: optionalMediaUrl('URL de audio inválida'),
  duration: v.optional(
    v.nullable(
      v.pipe(
        v.string(DURATION_MESSAGE),
        v.trim(),
        v.regex(/^$|^(\d{1,2}:)?\d{1,3}:[0-5]\d$/, DURATION_MESSAGE),
        v.transform((value) => (value === '' ? null : value)),
      ),
    ),
  ),
  order: optionalInteger('El orden debe ser un número entero no negativo', 0, 1_000_000),
  // «Publicar el», as every content form has it.
  publishedAt: publishedAtField,
}

type TrackFields = { audioUrl?: string | null; fileUrl?: string | null }

const hasAudio = (input: TrackFields) => Boolean(input.audioUrl || input.fileUrl)
const audioGiven = (input: TrackFields) =>
  input.audioUrl !== undefined || input.fileUrl !== undefined

export const trackDefaults = { order: 0 }

// The form also sends albumId; unknown keys are dropped, and the album in the URL is the one used.
const createSchema = v.pipe(
  v.object(entries, 'El cuerpo de la petición debe ser un objeto JSON'),
  v.forward(
    v.check((input) => hasAudio(input), AUDIO_REQUIRED_MESSAGE),
    ['audioUrl'],
  ),
  v.transform((input) => ({
    ...trackDefaults,
    ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
  })),
)

const updateSchema = v.pipe(
  v.object(
    { ...v.partial(v.object(entries)).entries, updatedAt: updatedAtField },
    'El cuerpo de la petición debe ser un objeto JSON',
  ),
  v.forward(
    v.check((input) => !audioGiven(input) || hasAudio(input), AUDIO_REQUIRED_MESSAGE),
    ['audioUrl'],
  ),
)

export const tracks = defineResourceWithSchemas(
  {
    path: 'tracks',
    table: 'tracks',
    noun: 'la pista',
    names: { one: 'Pista', many: 'Pistas' },
    sample: { title: 'Pista nueva', audioUrl: '/demo/cuenco.wav', duration: '3:45', order: 3 },
    label: 'title',
    visibility: null,
    featured: null,
    fields: {
      albumId: 'album_id',
      title: 'title',
      audioUrl: 'file_url',
      fileUrl: 'file_url',
      duration: 'duration',
      order: 'sort_order',
    },
    order: ['sort_order', 'id'],
    media: { fileUrl: 'audio' },
    parent: 'albumId',
    ordering: {
      column: 'sort_order',
      within: { column: 'album_id', elsewhere: 'El orden incluye pistas de otro álbum' },
    },
    lists: [],
    writes: ['update', 'delete'],
    defaults: trackDefaults,
  },
  { createSchema, updateSchema },
)

export type TrackInput = v.InferInput<typeof tracks.createSchema>
export type Track = {
  albumId: number
  title: string
  audioUrl: string
  fileUrl: string
  duration: string | null
  order: number
} & Timestamps &
  Publication
