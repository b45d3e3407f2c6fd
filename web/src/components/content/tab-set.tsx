import { type KeyboardEvent, type ReactNode, type Ref, useRef } from 'react'
import { css, cx } from '#styled/css'
import { tabs as tabsRecipe } from '#styled/recipes'
import { useDomId } from '../../lib/dom-id.tsx'

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

const recipe = tabsRecipe({ variant: 'line', size: 'lg' })

const rootLook = cx(recipe.root, css({ colorPalette: 'brand' }))

/**
 * A row that scrolls sideways on a narrow screen. A scrolling box clips what reaches into its
 * border, so the row's line is an inset shadow instead of the recipe's bottom border, and the
 * chosen tab's bar sits on it rather than 1px below.
 */
const listLook = cx(
  recipe.list,
  css({
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollbarWidth: 'thin',
    borderBottomWidth: '0',
    boxShadow: 'inset 0 -1px 0 0 {colors.border}',
  }),
)

const triggerLook = cx(
  recipe.trigger,
  css({
    flexShrink: 0,
    whiteSpace: 'nowrap',
    _hover: { color: 'fg' },
    // Inside the tab: the scrolling row would clip an outline drawn outside it.
    _focusVisible: { outlineOffset: '-2px' },
    _selected: { '--indicator-offset-y': '0px' },
  }),
)

const panelLook = cx(recipe.content, css({ pt: '8', focusVisibleRing: 'outside' }))

/**
 * Tabs drawn by Chakra's own tabs recipe (`line`, size lg) with the WAI-ARIA tabs pattern,
 * without Chakra's Tabs machine. Every panel is rendered (hidden unless chosen), so all the
 * static text is in the prerendered HTML.
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
    <div className={rootLook} data-orientation="horizontal">
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-orientation="horizontal"
        className={listLook}
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
              data-orientation="horizontal"
              className={triggerLook}
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
          data-orientation="horizontal"
          className={panelLook}
        >
          {panels[tab.value]}
        </div>
      ))}
    </div>
  )
}
