import { Button } from '@chakra-ui/react/button'
import { Flex } from '@chakra-ui/react/flex'
import { FaChevronDown, FaChevronUp } from 'react-icons/fa'

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
    <Flex justify="center" mt="8">
      <Button
        variant="outline"
        colorPalette="brand"
        rounded="pill"
        aria-expanded={expanded}
        aria-controls={controls}
        onClick={onToggle}
      >
        {expanded ? 'Ver menos' : 'Ver más'}
        {expanded ? <FaChevronUp aria-hidden="true" /> : <FaChevronDown aria-hidden="true" />}
      </Button>
    </Flex>
  )
}
