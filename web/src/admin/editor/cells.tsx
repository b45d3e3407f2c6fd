import { Box } from '@chakra-ui/react/box'
import { FaCheckCircle, FaTimesCircle } from 'react-icons/fa'
import { cutText } from '../../lib/text.ts'
import {
  PUBLICATION_PALETTE,
  PUBLICATION_TEXTS,
  publicationStateOf,
  scheduleTextOf,
} from './publication.tsx'

/** Table cells cut text at 50 characters (spec section 9). */
export const CELL_TEXT_LIMIT = 50

export type CellContent =
  | { kind: 'empty' }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'text'; text: string }

/** The generic table's rule for one value: '-' for none, an icon for yes/no, JSON for objects. */
export function cellContent(value: unknown, limit: number = CELL_TEXT_LIMIT): CellContent {
  if (value === null || value === undefined) return { kind: 'empty' }
  if (typeof value === 'boolean') return { kind: 'boolean', value }
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  return { kind: 'text', text: cutText(text, limit) }
}

/** A yes/no as a green or red icon, with the word for screen readers. */
export function BooleanIcon({ value }: { value: boolean }) {
  const Icon = value ? FaCheckCircle : FaTimesCircle
  return (
    <Box as="span" display="inline-flex" color={value ? 'green.600' : 'red.600'} fontSize="lg">
      <Icon role="img" aria-label={value ? 'Sí' : 'No'} />
    </Box>
  )
}

export function Cell({ value, limit }: { value: unknown; limit?: number }) {
  const content = cellContent(value, limit)
  if (content.kind === 'empty') return <>-</>
  if (content.kind === 'boolean') return <BooleanIcon value={content.value} />
  return <>{content.text}</>
}

/**
 * `PublicationBadge` for a row of an `AdminTable`: a plain element the table styles as the badge,
 * since a long list draws one in each of its rows (decision 011, «A list of 2,000»).
 */
export function PublicationCell({ row }: { row: Record<string, unknown> }) {
  const state = publicationStateOf(row)
  return (
    <span
      data-badge=""
      data-palette={PUBLICATION_PALETTE[state]}
      title={scheduleTextOf(row) ?? undefined}
    >
      {PUBLICATION_TEXTS[state]}
    </span>
  )
}
