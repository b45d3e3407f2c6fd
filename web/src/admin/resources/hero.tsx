import { FaImage } from 'react-icons/fa'
import { heroContent } from '../../../../edge-functions/_shared/resources/hero-content.ts'
import { listType } from '../editor/content-type.ts'
import { heroPlaces } from '../editor/placements.ts'
import { publishAtField } from '../editor/publication.tsx'

export const heroType = listType({
  type: 'hero',
  position: 80,
  countWords: { one: 'contenido del hero disponible', many: 'contenidos del hero disponibles' },
  icon: FaImage,
  definition: heroContent,
  placesOf: heroPlaces,
  columns: [
    { field: 'title', header: 'Título' },
    { field: 'order', header: 'Orden' },
    { field: 'isActive', header: 'Activo' },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Título', required: true, wide: true },
    { kind: 'text', name: 'subtitle', label: 'Subtítulo', rows: 2 },
    {
      kind: 'media',
      name: 'backgroundUrl',
      label: 'Imagen de fondo',
      media: 'image',
      placeholder: '/uploads/hero.webp o https://...',
    },
    { kind: 'text', name: 'ctaText', label: 'Texto del botón', placeholder: 'Descubre más' },
    { kind: 'text', name: 'ctaLink', label: 'Enlace del botón', placeholder: '#servicios' },
    {
      kind: 'number',
      name: 'order',
      label: 'Orden',
      helper: 'Las diapositivas se muestran de menor a mayor.',
    },
    { kind: 'switch', name: 'isActive', label: 'Activo (se muestra en el carrusel)' },
    publishAtField,
  ],
})
