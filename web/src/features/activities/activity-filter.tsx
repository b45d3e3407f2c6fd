import { Button } from '@chakra-ui/react/button'
import { Flex } from '@chakra-ui/react/flex'
import { Skeleton } from '@chakra-ui/react/skeleton'
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

export function ActivityFilterSkeleton({ count }: { count: number }) {
  return (
    <Flex gap="2" wrap="wrap" justify="center" mb="8">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} h="8" w="24" rounded="pill" />
      ))}
    </Flex>
  )
}
