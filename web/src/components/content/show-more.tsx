import { FaChevronDown, FaChevronUp } from 'react-icons/fa'
import { Button } from '../plain/button.tsx'

/** The items a collapsible list shows: the first `limit` while collapsed, all once expanded. */
export function previewItems<T>(items: readonly T[], limit: number, expanded: boolean): T[] {
  return expanded ? [...items] : items.slice(0, limit)
}

/** A list only offers 'Ver más' / 'Ver menos' when it holds more than its preview. */
export function canCollapse(count: number, limit: number): boolean {
  return count > limit
}

/** The 'Ver más' / 'Ver menos' button under a collapsible list; `controls` is the list's id. */
export function ShowMoreButton({
  expanded,
  onToggle,
  controls,
}: {
  expanded: boolean
  onToggle: () => void
  controls: string
}) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', marginTop: '2rem' }}>
      <Button
        variant="outline"
        pill
        aria-expanded={expanded}
        aria-controls={controls}
        onClick={onToggle}
      >
        {expanded ? 'Ver menos' : 'Ver más'}
        {expanded ? <FaChevronUp aria-hidden="true" /> : <FaChevronDown aria-hidden="true" />}
      </Button>
    </div>
  )
}
