import { type KeyboardEvent, type ReactNode, type Ref, useRef } from 'react'
import { useDomId } from '../../lib/dom-id.tsx'
import styles from './tab-set.module.css'

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
 * Tabs with the look of Chakra's `line` tabs and the WAI-ARIA tabs pattern, in static CSS: an
 * island draws them without Chakra's style engine. Every panel is rendered (hidden unless
 * chosen), so all the static text is in the prerendered HTML.
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
  const baseId = useDomId()
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
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === value
          return (
            <button
              key={tab.value}
              ref={(element) => {
                triggers.current[index] = element
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              tabIndex={selected ? 0 : -1}
              className={styles.trigger}
              onClick={() => onValueChange(tab.value)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={tabId(tab.value)}
          hidden={tab.value !== value}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern puts a panel in the tab order, so a keyboard reaches its text right after the tabs
          tabIndex={0}
          className={styles.panel}
        >
          {panels[tab.value]}
        </div>
      ))}
    </div>
  )
}
