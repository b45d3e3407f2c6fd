import { FaFileAlt } from 'react-icons/fa'
import { pages } from '../../../../edge-functions/_shared/resources/pages.ts'
import { listType } from '../editor/content-type.ts'
import { pagePlaces } from '../editor/placements.ts'
import { publishAtField } from '../editor/publication.tsx'

export const pagesType = listType({
  type: 'pages',
  icon: FaFileAlt,
  definition: pages,
  placesOf: pagePlaces,
  columns: [
    { field: 'title', header: 'Título' },
    { field: 'slug', header: 'Dirección', render: (item) => `/${String(item.slug)}` },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Título', required: true },
    {
      kind: 'document',
      name: 'body',
      label: 'Texto',
      helper:
        'Cada «Título» abre una sección numerada. Los datos marcados «de Datos legales» se cambian en Configuración.',
    },
    publishAtField,
  ],
})
