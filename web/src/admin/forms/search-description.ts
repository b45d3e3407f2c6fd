import { SEARCH_DESCRIPTION_MAX } from '../../../../edge-functions/_shared/fields.ts'

/** «Descripción para buscadores», the same field wherever a page may have one. */
export const SEARCH_DESCRIPTION_LABEL = 'Descripción para buscadores'

/** What the field is for, and what the page says when it is left empty (`fallback`). */
export function searchDescriptionHelper(fallback: string): string {
  return `Lo que Google y las redes muestran de su página, en una frase de hasta ${SEARCH_DESCRIPTION_MAX} caracteres. Si la dejas vacía, muestran ${fallback}.`
}
