import { FaFileAlt } from 'react-icons/fa'
import {
  nameOfPage,
  pages,
  pathOfPage,
} from '../../../../edge-functions/_shared/resources/pages.ts'
import { listType } from '../editor/content-type.ts'
import { pagePlaces } from '../editor/placements.ts'
import { publishAtField } from '../editor/publication.tsx'

export const pagesType = listType({
  type: 'pages',
  icon: FaFileAlt,
  definition: pages,
  placesOf: pagePlaces,
  columns: [
    {
      field: 'title',
      header: 'Título',
      render: (item) => nameOfPage(String(item.slug), String(item.title)),
    },
    { field: 'slug', header: 'Dirección', render: (item) => pathOfPage(String(item.slug)) },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Título', required: true },
    {
      kind: 'text',
      name: 'subtitle',
      label: 'Línea bajo el título',
      helper:
        'El papel de una persona en Nosotros, la frase de entrada de una terapia. Vacía en las partes que no la tienen.',
    },
    {
      kind: 'document',
      name: 'body',
      label: 'Texto',
      helper:
        'En las páginas legales cada «Título» abre una sección numerada; los datos marcados «de Datos legales» se cambian en Configuración. En Nosotros y Terapias un «Subtítulo» abre un recuadro (un valor de la misión, el recuadro junto a una terapia); la lista de una persona son sus áreas, y en una terapia una lista antes del primer párrafo son sus etiquetas.',
    },
    publishAtField,
  ],
})
