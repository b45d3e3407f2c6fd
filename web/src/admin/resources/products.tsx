import { FaShoppingBag } from 'react-icons/fa'
import { products } from '../../../../edge-functions/_shared/resources/products.ts'
import { listType } from '../editor/content-type.ts'
import { productPlaces } from '../editor/placements.ts'
import { publishAtField } from '../editor/publication.tsx'

export const productsType = listType({
  type: 'products',
  position: 30,
  icon: FaShoppingBag,
  definition: products,
  placesOf: productPlaces,
  columns: [
    { field: 'title', header: 'Título' },
    { field: 'tagline', header: 'Eslogan' },
    { field: 'featured', header: 'Destacado' },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Título', required: true },
    { kind: 'text', name: 'tagline', label: 'Eslogan', placeholder: 'Energía natural para tu día' },
    { kind: 'text', name: 'description', label: 'Descripción', required: true, rows: 6 },
    {
      kind: 'media',
      name: 'imageUrl',
      label: 'Imagen',
      media: 'image',
      placeholder: '/uploads/producto.webp o https://...',
    },
    { kind: 'text', name: 'price', label: 'Precio', placeholder: '24,90 €' },
    { kind: 'text', name: 'ctaText', label: 'Texto del botón' },
    {
      kind: 'text',
      name: 'ctaLink',
      label: 'Enlace del botón',
      placeholder: '/productos/nombre-producto',
      wide: true,
    },
    { kind: 'switch', name: 'featured', label: 'Destacado' },
    publishAtField,
  ],
})
