import { Button } from '../../components/plain/button.tsx'
import { filtersLook } from './activities.styles.ts'
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
    <fieldset aria-label="Filtrar actividades por tipo" className={filtersLook}>
      {options.map((option) => {
        const active = option.value === selected
        return (
          <Button
            key={option.value}
            size="sm"
            pill
            variant={active ? 'solid' : 'outline'}
            aria-pressed={active}
            aria-controls={controls}
            onClick={() => onSelect(option.value)}
          >
            {option.label} ({option.count})
          </Button>
        )
      })}
    </fieldset>
  )
}
