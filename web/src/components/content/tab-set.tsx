import { Box } from '@chakra-ui/react/box'
import { useSlotRecipe } from '@chakra-ui/react/styled-system'
import { type KeyboardEvent, type ReactNode, type Ref, useId, useRef } from 'react'

export interface TabItem<V extends string> {
  value: V
  label: string
}

/** Where the arrow keys, Home and End move the focus in a row of `count` tabs. */
export function nextTabIndex(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (current + 1) % count
  if (key === 'ArrowLeft') return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

/**
 * Tabs with the look of Chakra's `line` tabs (its own recipe) and the WAI-ARIA tabs pattern,
 * without Chakra's Tabs machine: that one adds about 15 KB gzip to a page's first load, this
 * one a few hundred bytes. Every panel is rendered (hidden unless chosen), so all the static
 * text is in the prerendered HTML.
 */
export function TabSet<V extends string>({
  label,
  tabs,
  value,
  onValueChange,
  panels,
  listRef,
}: {
  /** What the tab list is about, for screen readers. */
  label: string
  tabs: readonly TabItem<V>[]
  value: V
  onValueChange: (value: V) => void
  panels: Readonly<Record<V, ReactNode>>
  listRef?: Ref<HTMLDivElement>
}) {
  const styles = useSlotRecipe({ key: 'tabs' })({ variant: 'line', size: 'lg' })
  const baseId = useId()
  const triggers = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (tab: V) => `${baseId}-tab-${tab}`
  const panelId = (tab: V) => `${baseId}-panel-${tab}`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.value === value)
    const next = nextTabIndex(event.key, current, tabs.length)
    if (next === undefined) return
    event.preventDefault()
    onValueChange(tabs[next].value)
    triggers.current[next]?.focus()
  }

  return (
    <Box css={styles.root} colorPalette="brand" data-orientation="horizontal">
      <Box
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-orientation="horizontal"
        css={styles.list}
        overflowX="auto"
        overflowY="hidden"
        scrollbarWidth="thin"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === value
          return (
            <Box
              asChild
              key={tab.value}
              css={styles.trigger}
              flexShrink={0}
              data-orientation="horizontal"
            >
              <button
                ref={(element) => {
                  triggers.current[index] = element
                }}
                type="button"
                role="tab"
                id={tabId(tab.value)}
                aria-selected={selected}
                aria-controls={panelId(tab.value)}
                tabIndex={selected ? 0 : -1}
                onClick={() => onValueChange(tab.value)}
              >
                {tab.label}
              </button>
            </Box>
          )
        })}
      </Box>
      {tabs.map((tab) => (
        <Box
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={tabId(tab.value)}
          hidden={tab.value !== value}
          tabIndex={0}
          data-orientation="horizontal"
          css={styles.content}
          pt="8"
        >
          {panels[tab.value]}
        </Box>
      ))}
    </Box>
  )
}
