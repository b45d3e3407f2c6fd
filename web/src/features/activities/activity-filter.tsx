import { Button } from '@chakra-ui/react/button'
import { Flex } from '@chakra-ui/react/flex'
import type { ActivityFilter, FilterOption } from './rules.ts'

/** One type at a time; each button says how many activities it shows. */
export function ActivityFilterButtons({
  options,
  selected,
  onSelect,
  controls,
}: {
  options: readonly FilterOption[]
  selected: ActivityFilter
  onSelect: (filter: ActivityFilter) => void
  controls: string
}) {
  return (
    <Flex
      role="group"
      aria-label="Filtrar actividades por tipo"
      gap="2"
      wrap="wrap"
      justify="center"
      mb="8"
    >
      {options.map((option) => {
        const active = option.value === selected
        return (
          <Button
            key={option.value}
            size="sm"
            rounded="pill"
            colorPalette="brand"
            variant={active ? 'solid' : 'outline'}
            aria-pressed={active}
            aria-controls={controls}
            onClick={() => onSelect(option.value)}
          >
            {option.label} ({option.count})
          </Button>
        )
      })}
    </Flex>
  )
}
