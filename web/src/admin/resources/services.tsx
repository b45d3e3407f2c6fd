import { FaConciergeBell } from 'react-icons/fa'
import { SERVICE_ICONS, services } from '../../../../edge-functions/_shared/resources/services.ts'
import { listType } from '../editor/content-type.ts'
import { servicePlaces } from '../editor/placements.ts'
import { publishAtField } from '../editor/publication.tsx'
import { IconCell, iconOptions, iconPreview } from './icons.tsx'

export const servicesType = listType({
  type: 'services',
  position: 20,
  icon: FaConciergeBell,
  definition: services,
  placesOf: servicePlaces,
  columns: [
    { field: 'title', header: 'Título' },
    { field: 'description', header: 'Descripción' },
    { field: 'icon', header: 'Icono', render: (row) => <IconCell name={row.icon} /> },
    { field: 'order', header: 'Orden' },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Título', required: true },
    {
      kind: 'select',
      name: 'icon',
      label: 'Icono',
      required: true,
      emptyOption: 'Selecciona un icono',
      options: iconOptions(SERVICE_ICONS),
      preview: iconPreview,
    },
    { kind: 'text', name: 'description', label: 'Descripción', required: true, rows: 4 },
    {
      kind: 'text',
      name: 'link',
      label: 'Enlace',
      placeholder: '/servicios/nutricion',
      helper: 'Página a la que lleva la tarjeta del servicio (opcional).',
    },
    {
      kind: 'number',
      name: 'order',
      label: 'Orden',
      helper: 'Los servicios se muestran de menor a mayor.',
    },
    publishAtField,
  ],
})
