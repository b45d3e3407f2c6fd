import type { MediaUse } from '../../../../edge-functions/_shared/media.ts'
import { BACKGROUND_SECTIONS } from '../resources/background-sections.ts'
import { CONTENT_TYPES } from '../resources/index.ts'

export interface UseLink {
  text: string
  to: string
}

const ALBUMS_FORM = '/admin/albums-form'

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * How the library names one use of a file, and where the owner edits it: "Actividad «Retiro de
 * silencio»" leading to the activities' editor, "Pista «Amanecer» (álbum 3)" to the albums.
 */
export function linkOfUse(use: MediaUse): UseLink {
  const named = use.label ? ` «${use.label}»` : ` ${use.id}`
  if (use.type === 'tracks') {
    return { text: `Pista${named} (álbum ${use.parentId ?? '?'})`, to: ALBUMS_FORM }
  }
  if (use.type === 'albums') return { text: `Álbum${named}`, to: ALBUMS_FORM }
  // A deleted item that can still be restored keeps its files (edge-functions/api/trash.ts).
  if (use.type === 'trash') return { text: `En la Papelera${named}`, to: '/admin/papelera' }
  if (use.type === 'site-settings') {
    return { text: `Ajuste «${use.label ?? ''}»`, to: '/admin/content-editor?type=settings' }
  }
  if (use.type === 'carousel-backgrounds') {
    const section = BACKGROUND_SECTIONS.find((each) => each.value === use.label)?.label
    return {
      text: `Fondo de la sección ${section ?? use.label ?? ''}`.trim(),
      to: '/admin/content-editor?type=carousel-backgrounds',
    }
  }
  const contentType = CONTENT_TYPES.find(
    (each) => each.kind === 'list' && each.definition.path === use.type,
  )
  if (contentType?.kind === 'list') {
    return {
      text: `${capitalised(contentType.singular)}${named}`,
      to: `/admin/content-editor?type=${contentType.type}`,
    }
  }
  return { text: `${use.type}${named}`, to: '/admin/content-editor' }
}
