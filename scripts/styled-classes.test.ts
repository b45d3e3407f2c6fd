import { describe, expect, it } from 'vitest'
import { classesInStylesheet, classesWithoutRules } from './styled-classes.ts'

const stylesheet = classesInStylesheet(
  '@layer utilities{.bx-sh_inset_0_-1px_0_0_\\{colors\\.border\\}{box-shadow:inset 0 -1px 0 0 var(--colors-border)}.d_flex{display:flex}.bg_brand\\.50{background:var(--colors-brand-50)}.md\\:px_6{padding-inline:1.5rem}.\\[\\&_\\>_\\*\\]\\:grid-area_1_\\/_1>*{grid-area:1/1}}',
)

describe('every class a page uses has a rule in the stylesheet', () => {
  it('reads escaped class names as the HTML writes them', () => {
    expect(stylesheet).toEqual(
      new Set([
        'bx-sh_inset_0_-1px_0_0_{colors.border}',
        'd_flex',
        'bg_brand.50',
        'md:px_6',
        '[&_>_*]:grid-area_1_/_1',
      ]),
    )
  })

  it('finds nothing missing when every class has its rule, entities decoded', () => {
    const html =
      '<div class="d_flex bg_brand.50"><p class="md:px_6 [&amp;_&gt;_*]:grid-area_1_/_1"></p></div>'
    expect(classesWithoutRules(html, stylesheet)).toEqual([])
  })

  it('names a class Panda never wrote a rule for: a value chosen at run time', () => {
    const html = '<div class="d_flex c_red.600"></div>'
    expect(classesWithoutRules(html, stylesheet)).toEqual(['c_red.600'])
  })

  it("leaves out a recipe's slot and variant classes, which need no rule", () => {
    const html =
      '<div class="skeleton skeleton--variant_still card__body card__body--variant_outline"></div>'
    expect(classesWithoutRules(html, stylesheet)).toEqual([])
  })

  it('names a recipe look chosen at run time: its variant is styled for other values only', () => {
    const withSizes = new Set([...stylesheet, 'button--size_md', 'button--size_sm'])
    const html = '<a class="button button--size_lg button--size_md"></a>'
    expect(classesWithoutRules(html, withSizes)).toEqual(['button--size_lg'])
  })
})
