/**
 * What the site's theme keeps of Chakra's, for the admin's Chakra system and for Panda's public
 * stylesheet alike.
 */

/** Palettes no screen uses: their tokens would only lengthen the CSS every page parses. */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink'])

type TokenTree = { [name: string]: TokenTree | unknown }

export function withoutUnusedPalettes<T extends TokenTree>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name)),
  ) as T
}

/**
 * The site has no dark mode: each semantic token keeps its light value only, so the prerendered
 * CSS carries no `.dark` block of variables for the browser to parse and match on every page.
 */
export function lightOnly<T>(tree: T): T {
  if (typeof tree !== 'object' || tree === null) return tree
  const value = (tree as { value?: unknown }).value
  if (typeof value === 'object' && value !== null && '_light' in value) {
    return { ...tree, value: (value as { _light: unknown })._light }
  }
  return Object.fromEntries(
    Object.entries(tree).map(([name, child]) => [name, lightOnly(child)]),
  ) as T
}
