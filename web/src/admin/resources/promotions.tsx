import { FaTag } from 'react-icons/fa'
import {
  PROMOTION_ICONS,
  promotions,
} from '../../../../edge-functions/_shared/resources/promotions.ts'
import { listType } from '../editor/content-type.ts'
import { promotionPlaces } from '../editor/placements.ts'
import { publishAtField, retireAtField } from '../editor/publication.tsx'
import { iconOptions, iconPreview } from './icons.tsx'

export const promotionsType = listType({
  type: 'promotions',
  position: 70,
  // The public list holds only the active promotions, which is what the card counts.
  countWords: { one: 'promoción activa', many: 'promociones activas' },
  icon: FaTag,
  definition: promotions,
  placesOf: promotionPlaces,
  listPath: '/api/promotions/all',
  columns: [
    { field: 'title', header: 'Título' },
    { field: 'subtitle', header: 'Subtítulo' },
    {
      field: 'isActive',
      header: 'Estado',
      render: (row) => (row.isActive === true ? 'Activa' : 'Inactiva'),
    },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Título', required: true },
    { kind: 'text', name: 'subtitle', label: 'Subtítulo', placeholder: '20 % de descuento' },
    { kind: 'text', name: 'description', label: 'Descripción', required: true, rows: 4 },
    {
      kind: 'select',
      name: 'icon',
      label: 'Icono',
      options: iconOptions(PROMOTION_ICONS),
      preview: iconPreview,
    },
    { kind: 'text', name: 'ctaText', label: 'Texto del botón', placeholder: 'Aprovechar oferta' },
    {
      kind: 'text',
      name: 'ctaLink',
      label: 'Enlace del botón',
      placeholder: '/promociones/descuento',
    },
    { kind: 'switch', name: 'isActive', label: 'Activa (se muestra en el sitio)' },
    publishAtField,
    retireAtField,
  ],
})
