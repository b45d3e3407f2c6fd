/**
 * Panda writes a rule only for the styles it reads in the source: a value chosen at run time
 * gives an element a class that no rule defines, and the element quietly loses its look. The
 * build compares the classes of every page it writes with the stylesheet's rules.
 */

const HTML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
}

/** Every class name a rule of `css` selects, unescaped (`.bg_brand\.50` is `bg_brand.50`). */
export function classesInStylesheet(css: string): Set<string> {
  // Declarations hold numbers such as `1.5rem`: only selectors and at-rules are read. A selector
  // may hold escaped braces (`.bx-sh_\{colors\.border\}`), which open no block.
  const selectors = css.replace(/(?<!\\)\{(?:\\.|[^{}\\])*\}/g, '{}')
  return new Set(
    [...selectors.matchAll(/\.((?:\\.|[A-Za-z_-])(?:\\.|[\w-])*)/g)].map(([, name]) =>
      name.replace(/\\(.)/g, '$1'),
    ),
  )
}

/** `button--size_lg` is the `size` variant of `button`: its key is `button--size_`. */
function variantKey(name: string): string | undefined {
  return /^(.+--[^_]+_)/.exec(name)?.[1]
}

/**
 * The classes of `html` that no rule of the stylesheet defines. A recipe names its base, its
 * slots and its variants whether or not it styles them, so a recipe's class counts only when the
 * recipe styles that variant for another value (`button--size_lg` is missing where
 * `button--size_md` has a rule: a look chosen at run time that Panda never saw).
 */
export function classesWithoutRules(html: string, defined: ReadonlySet<string>): string[] {
  const styledVariants = new Set([...defined].flatMap((name) => variantKey(name) ?? []))
  const unstyled = new Set<string>()
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = list.replace(
      /&(?:amp|lt|gt|quot|#x27|#39);/g,
      (entity) => HTML_ENTITIES[entity],
    )
    const names = decoded.split(/\s+/).filter(Boolean)
    const recipeBase = (name: string) => names.some((other) => other.startsWith(`${name}--`))
    for (const name of names) {
      if (defined.has(name)) continue
      const key = variantKey(name)
      const recipeClass = key !== undefined || name.includes('__') || recipeBase(name)
      if (!recipeClass || (key !== undefined && styledVariants.has(key))) unstyled.add(name)
    }
  }
  return [...unstyled]
}
