import { FaCommentDots } from 'react-icons/fa'
import { testimonials } from '../../../../edge-functions/_shared/resources/testimonials.ts'
import { listType } from '../editor/content-type.ts'
import { testimonialPlaces } from '../editor/placements.ts'
import { publishAtField } from '../editor/publication.tsx'

export const testimonialsType = listType({
  type: 'testimonials',
  position: 40,
  icon: FaCommentDots,
  definition: testimonials,
  placesOf: testimonialPlaces,
  columns: [
    { field: 'name', header: 'Nombre' },
    { field: 'quote', header: 'Cita' },
    { field: 'featured', header: 'Destacado' },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'Nombre', required: true },
    { kind: 'text', name: 'age', label: 'Edad', placeholder: '42 años' },
    {
      kind: 'media',
      name: 'avatarUrl',
      label: 'Foto',
      media: 'image',
      placeholder: '/uploads/foto.webp o https://...',
    },
    {
      kind: 'text',
      name: 'quote',
      label: 'Cita',
      required: true,
      rows: 2,
      helper: 'La frase breve que se destaca en la tarjeta.',
    },
    { kind: 'text', name: 'content', label: 'Contenido', required: true, rows: 5 },
    { kind: 'switch', name: 'featured', label: 'Destacado' },
    publishAtField,
  ],
})
