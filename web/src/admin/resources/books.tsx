import { Box } from '@chakra-ui/react/box'
import { Text } from '@chakra-ui/react/text'
import { FaBook } from 'react-icons/fa'
import { books } from '../../../../edge-functions/_shared/resources/books.ts'
import { cutText } from '../../lib/text.ts'
import { listType } from '../editor/content-type.ts'
import { bookPlaces } from '../editor/placements.ts'
import { publishAtField } from '../editor/publication.tsx'

/** The editor list cuts a book's short description at 20 characters (spec section 9). */
export const BOOK_DESCRIPTION_CUT = 20

/** Public total = real downloads + the additional ones the owner adds. */
export function downloadTotals(row: Record<string, unknown>) {
  const real = Number(row.downloadCount ?? 0) || 0
  const additional = Number(row.additionalDownloads ?? 0) || 0
  return { real, additional, total: real + additional }
}

function DownloadCount({ row }: { row: Record<string, unknown> }) {
  const { real, additional, total } = downloadTotals(row)
  return (
    <Box>
      <Text fontWeight="semibold">{total}</Text>
      <Text fontSize="xs" color="gray.600">
        {real} reales
      </Text>
      <Text fontSize="xs" color="gray.600">
        + {additional} adicionales
      </Text>
    </Box>
  )
}

const purchasable = (values: Record<string, unknown>) => values.isPurchasable === true
const downloadable = (values: Record<string, unknown>) => values.isDownloadable === true

export const booksType = listType({
  type: 'books',
  position: 60,
  icon: FaBook,
  definition: books,
  placesOf: bookPlaces,
  columns: [
    { field: 'title', header: 'Título' },
    { field: 'author', header: 'Autor' },
    { field: 'featured', header: 'Destacado' },
    { field: 'visibleInAll', header: "Visible en 'Todos'" },
    { field: 'isPurchasable', header: 'Comprable' },
    { field: 'isDownloadable', header: 'Descargable' },
    { field: 'showComingSoon', header: 'Próximamente' },
    { field: 'downloadCount', header: 'Descargas', render: (row) => <DownloadCount row={row} /> },
    {
      field: 'shortDescription',
      header: 'Descripción corta',
      render: (row) =>
        typeof row.shortDescription === 'string' && row.shortDescription
          ? cutText(row.shortDescription, BOOK_DESCRIPTION_CUT)
          : '-',
    },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Título', required: true },
    { kind: 'text', name: 'author', label: 'Autor', required: true },
    { kind: 'text', name: 'shortDescription', label: 'Descripción corta', rows: 3 },
    {
      kind: 'media',
      name: 'coverUrl',
      label: 'Portada',
      media: 'image',
      placeholder: '/uploads/portada.webp o https://...',
    },
    { kind: 'switch', name: 'isPurchasable', label: 'Se puede comprar' },
    { kind: 'switch', name: 'isDownloadable', label: 'Se puede descargar' },
    {
      kind: 'text',
      name: 'purchaseLink',
      label: 'Enlace de compra',
      placeholder: '/libros/comprar/nombre-libro',
      showWhen: purchasable,
    },
    {
      // A PDF of the library (uploaded here or chosen with «Elegir de la biblioteca») or a link.
      kind: 'media',
      name: 'downloadLink',
      label: 'Enlace de descarga',
      media: 'document',
      placeholder: '/libros/descargar/nombre-libro',
      showWhen: downloadable,
    },
    {
      kind: 'number',
      name: 'downloadCount',
      label: 'Descargas reales',
      helper: 'Las cuenta el sitio en cada descarga.',
    },
    {
      kind: 'number',
      name: 'additionalDownloads',
      label: 'Descargas adicionales',
      helper: 'Se suman a las reales en el total que ven los visitantes.',
    },
    { kind: 'switch', name: 'featured', label: 'Destacado' },
    { kind: 'switch', name: 'visibleInAll', label: "Aparece en el filtro 'Todos'" },
    { kind: 'switch', name: 'visible', label: 'Visible en el sitio' },
    { kind: 'switch', name: 'showComingSoon', label: 'Mostrar aviso de próximamente' },
    {
      kind: 'text',
      name: 'comingSoonText',
      label: 'Texto de próximamente',
      rows: 2,
      helper:
        'Se muestra junto al botón de compra cuando el aviso está activado. Admite saltos de línea.',
    },
    publishAtField,
  ],
})
