import { FaFileAlt } from 'react-icons/fa'
import { nameOfPage, pathOfPage } from '../../../../edge-functions/_shared/page-slugs.ts'
import { pages } from '../../../../edge-functions/_shared/resources/pages.ts'
import { listType } from '../editor/content-type.ts'
import { pagePlaces } from '../editor/placements.ts'
import { publishAtField } from '../editor/publication.tsx'

/** «Nosotros · Elena Marín»: two parts may share a title (Terapias' and Nutrición's). */
const pageName = (item: Record<string, unknown>) =>
  nameOfPage(String(item.slug), String(item.title))

export const pagesType = listType({
  type: 'pages',
  position: 90,
  countWords: { one: 'página', many: 'páginas' },
  icon: FaFileAlt,
  definition: pages,
  placesOf: pagePlaces,
  nameOf: pageName,
  columns: [
    { field: 'title', header: 'Título', render: pageName },
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
      kind: 'text',
      name: 'eyebrow',
      label: 'Línea sobre el título',
      helper:
        'La palabra breve encima del título de una sección: «Quiénes somos» o «Por qué lo hacemos» en Nosotros, «La fundadora» o «Mentoría» en Nutrición. Vacía en las partes que no la tienen.',
    },
    {
      kind: 'document',
      name: 'body',
      label: 'Texto',
      helper:
        'En las páginas legales cada «Título» abre una sección numerada; los datos marcados «de Datos legales» se cambian en Configuración. En Nosotros, Terapias, Nutrición y Elena Marín cada «Subtítulo» abre un recuadro: un valor de la misión, el recuadro junto a una terapia, un tema, un paso, un testimonio (el nombre de quien lo dice) o un grupo de alimentos. Sus listas son las áreas de una persona; en una terapia, antes del primer párrafo, sus etiquetas; en un grupo de alimentos, qué aporta, ejemplos y cómo incluirlo, por ese orden.',
    },
    publishAtField,
  ],
})
