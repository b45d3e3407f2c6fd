import { Badge } from '@chakra-ui/react/badge'
import { Button } from '@chakra-ui/react/button'
import type { Column } from './content-type.ts'

/**
 * Borrador and Publicado (docs/data-model.md): what a saved item shows visitors. A draft was never
 * published; a published item may hold changes saved as a draft, which visitors do not see until
 * "Publicar".
 */
export type PublicationState = 'draft' | 'published' | 'changed'

/** What a save asks of the API (`?status=`). */
export type SaveStatus = 'draft' | 'published'

type Row = Record<string, unknown>

export const PUBLICATION_TEXTS = {
  header: 'Publicación',
  draft: 'Borrador',
  published: 'Publicado',
  changed: 'Cambios sin publicar',
  saveDraft: 'Guardar borrador',
  publish: 'Publicar',
  draftSaved: 'Borrador guardado',
  draftSavedText: 'Los visitantes no lo verán hasta que lo publiques.',
} as const

export function publicationStateOf(row: Row): PublicationState {
  if (row.publishedAt === null) return 'draft'
  return row.draft ? 'changed' : 'published'
}

/** The item as its form edits it: its pending changes over what visitors see. */
export function withDraft(row: Row): Row {
  const draft = row.draft as Row | null | undefined
  return draft ? { ...row, ...draft } : row
}

const PALETTE = { draft: 'gray', published: 'green', changed: 'orange' } as const

export function PublicationBadge({ row }: { row: Row }) {
  const state = publicationStateOf(row)
  return (
    <Badge colorPalette={PALETTE[state]} variant="subtle" whiteSpace="normal">
      {PUBLICATION_TEXTS[state]}
    </Badge>
  )
}

/** The lists' column saying whether visitors see each item. */
export const publicationColumn: Column = {
  field: 'publishedAt',
  header: PUBLICATION_TEXTS.header,
  render: (row) => <PublicationBadge row={row} />,
}

/** The form's second save: keeps what visitors see as it is. */
export function SaveDraftButton({ saving, onClick }: { saving: boolean; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="outline"
      colorPalette="brand"
      disabled={saving}
      onClick={onClick}
    >
      {PUBLICATION_TEXTS.saveDraft}
    </Button>
  )
}

/**
 * The submit button's label: 'Publicar' for an item visitors do not see as it is edited (a draft,
 * or pending changes), otherwise what saving has always said (it publishes, as it always did).
 */
export function publishLabel(base: Row | undefined, usual: string): string {
  return base && publicationStateOf(base) !== 'published' ? PUBLICATION_TEXTS.publish : usual
}
