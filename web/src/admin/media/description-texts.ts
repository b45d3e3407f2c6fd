/**
 * What a picture's description is called and what marks it, apart from its editor
 * (picture-description.tsx): the library's cards show the marks on every card, and load the
 * editor only when she opens one's «Texto alternativo».
 */
export const DESCRIPTION_TEXTS = {
  label: 'Texto alternativo',
  helper:
    'Qué muestra la imagen, para quien no puede verla. Se escribe una vez y vale en cada sitio donde se use.',
  decorative: 'Imagen decorativa: no muestra nada que contar (se lee como si no estuviera)',
  save: 'Guardar texto alternativo',
  saved: 'Texto alternativo guardado',
  missing: 'Sin texto alternativo',
  decorativeBadge: 'Decorativa',
} as const
