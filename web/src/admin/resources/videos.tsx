import { FaVideo } from 'react-icons/fa'
import { videos } from '../../../../edge-functions/_shared/resources/videos.ts'
import { listType } from '../editor/content-type.ts'
import { videoPlaces } from '../editor/placements.ts'
import { publishAtField } from '../editor/publication.tsx'

export const videosType = listType({
  type: 'videos',
  position: 50,
  icon: FaVideo,
  definition: videos,
  placesOf: videoPlaces,
  columns: [
    { field: 'title', header: 'Título' },
    { field: 'link', header: 'Enlace' },
    { field: 'featured', header: 'Destacado' },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Título', required: true },
    {
      kind: 'text',
      name: 'link',
      label: 'Enlace del video',
      required: true,
      placeholder: 'https://www.youtube.com/watch?v=...',
    },
    { kind: 'text', name: 'description', label: 'Descripción', rows: 3 },
    {
      kind: 'media',
      name: 'thumbnailUrl',
      label: 'Miniatura',
      media: 'image',
      placeholder: '/uploads/miniatura.webp o https://...',
    },
    { kind: 'switch', name: 'featured', label: 'Destacado' },
    { kind: 'switch', name: 'visible', label: 'Visible en el sitio' },
    publishAtField,
  ],
})
