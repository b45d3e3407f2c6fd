import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useRef, useState } from 'react'
import { css, cx } from '#styled/css'
import { tabs as tabsRecipe } from '#styled/recipes'
import { useDomId } from '../../lib/dom-id.tsx'

export interface TabItem<V extends string> {
  value: V
  label: string
  /**
   * The address's hash that opens the tab (`libros` for `#libros`). A set whose tabs all have
   * one draws them as links to it, which work before any script runs and without one.
   */
  hash?: string
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

/** The chosen tab's look (the recipe's `line` variant), with its bar on the row's line. */
const chosenLook = {
  color: 'fg',
  layerStyle: 'indicator.bottom',
  '--indicator-color': 'colors.colorPalette.solid',
  '--indicator-offset-y': '0px',
} as const

// A set of links (tabs with a hash) before its script runs, marked `data-before-script`: CSS alone
// shows the tab whose link is the address's `:target`, else the first one (`data-initial`).
const triggerLook = cx(
  recipe.trigger,
  css({
    flexShrink: 0,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    // A link's target comes into view below the sticky header.
    scrollMarginTop: '88px',
    _hover: { color: 'fg' },
    // Inside the tab: the scrolling row would clip an outline drawn outside it.
    _focusVisible: { outlineOffset: '-2px' },
    _selected: chosenLook,
    '[data-before-script] &': { '&:target': chosenLook },
    '[data-before-script]:not(:has([role=tab]:target)) &': { '&[data-initial]': chosenLook },
  }),
)

const panelLook = cx(
  recipe.content,
  css({
    pt: '8',
    focusVisibleRing: 'outside',
    '[data-before-script] > &': { '&:not([data-initial])': { display: 'none' } },
    '[data-before-script]:has([role=tab]:target) > &': { display: 'none' },
  }),
)

/**
 * The one rule per tab CSS cannot write once: while its link is the `:target`, its panel shows.
 * Hashes are plain words (`curso-crisis-cielo`), so they stand in a selector as they are.
 */
function targetRules(hashes: readonly string[]): string {
  return hashes
    .map(
      (hash) =>
        `[data-before-script]:has(#${hash}:target)>[aria-labelledby=${hash}]{display:block}`,
    )
    .join('')
}

/**
 * Tabs drawn by Chakra's own tabs recipe (`line`, size lg) with the WAI-ARIA tabs pattern,
 * without Chakra's Tabs machine. Every panel is rendered (hidden unless chosen), so all the
 * static text is in the prerendered HTML. Tabs with a hash are links: until the set's script has
 * run (its first render, which hydration keeps) each is an ordinary link in the tab order and CSS
 * picks the panel; from then on the pattern's roving focus and `aria-selected` take over, and a
 * click chooses the tab without touching the address, as the buttons do.
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
  const triggers = useRef<(HTMLElement | null)[]>([])
  const hashes = tabs.flatMap((tab) => (tab.hash ? [tab.hash] : []))
  const linked = hashes.length === tabs.length
  // Set after the first render, in both renderers (Preact's hydration reads no server snapshot);
  // only links have anything to change then.
  const [scripted, setScripted] = useState(false)
  useEffect(() => {
    if (linked) setScripted(true)
  }, [linked])
  const beforeScript = linked && !scripted
  const tabId = (tab: TabItem<V>) => tab.hash ?? `${baseId}-tab-${tab.value}`
  const panelId = (tab: V) => `${baseId}-panel-${tab}`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (beforeScript) return
    // Space chooses a button; on a link it would scroll the page instead.
    if (linked && event.key === ' ') event.preventDefault()
    const current = tabs.findIndex((tab) => tab.value === value)
    const next = nextTabIndex(event.key, current, tabs.length)
    if (next === undefined) return
    event.preventDefault()
    onValueChange(tabs[next].value)
    triggers.current[next]?.focus()
  }

  return (
    <div
      className={rootLook}
      data-orientation="horizontal"
      data-before-script={beforeScript ? '' : undefined}
    >
      {beforeScript && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: written from the set's own hashes, plain words
        <style dangerouslySetInnerHTML={{ __html: targetRules(hashes) }} />
      )}
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
          const keep = (element: HTMLElement | null) => {
            triggers.current[index] = element
          }
          if (!tab.hash) {
            return (
              <button
                key={tab.value}
                ref={keep}
                type="button"
                role="tab"
                id={tabId(tab)}
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
          }
          return (
            <a
              key={tab.value}
              ref={keep}
              href={`#${tab.hash}`}
              role="tab"
              id={tabId(tab)}
              aria-selected={beforeScript ? undefined : selected}
              aria-controls={panelId(tab.value)}
              tabIndex={beforeScript ? undefined : selected ? 0 : -1}
              data-orientation="horizontal"
              data-initial={beforeScript && selected ? '' : undefined}
              className={triggerLook}
              onClick={(event) => {
                if (beforeScript) return
                event.preventDefault()
                onValueChange(tab.value)
              }}
            >
              {tab.label}
            </a>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={tabId(tab)}
          // Before the script, CSS hides the panels: `hidden` would win over any rule.
          hidden={!beforeScript && tab.value !== value}
          data-initial={beforeScript && tab.value === value ? '' : undefined}
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
