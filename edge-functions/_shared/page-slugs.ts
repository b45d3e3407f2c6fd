/**
 * The pages the code draws, by slug: what the routes, the admin and the Vista previa name them
 * by. The public pages import these alone (resources/pages.ts holds the pages' checks).
 */

/** The pages the code has a route for, by slug (the table's check holds the same list). */
export const PAGE_SLUGS = {
  privacyPolicy: 'politica-privacidad',
  terms: 'terminos',
  legalNotice: 'aviso-legal',
} as const

/**
 * The parts of the pages whose frame the code draws (Nosotros, Terapias, Nutrición, the founder's page), by slug: the page that
 * draws each (its address and name) and, where its title does not say it, the part it is. The
 * admin names a block by them («Nosotros · Elena Marín»), Vista previa opens its page.
 */
export const PAGE_BLOCKS = {
  nosotros: { path: '/nosotros', page: 'Nosotros', part: 'Presentación' },
  'nosotros-equipo': { path: '/nosotros', page: 'Nosotros' },
  'nosotros-elena-marin': { path: '/nosotros', page: 'Nosotros' },
  'nosotros-tomas-requena': { path: '/nosotros', page: 'Nosotros' },
  'nosotros-mision': { path: '/nosotros', page: 'Nosotros' },
  'nosotros-cierre': { path: '/nosotros', page: 'Nosotros', part: 'Cierre' },
  terapias: { path: '/terapias', page: 'Terapias', part: 'Presentación' },
  'terapias-nutricion': { path: '/terapias', page: 'Terapias' },
  'terapias-terapias-remotas': { path: '/terapias', page: 'Terapias' },
  'terapias-comunidad': { path: '/terapias', page: 'Terapias' },
  'terapias-presencial': { path: '/terapias', page: 'Terapias' },
  'terapias-acompanamientos': { path: '/terapias', page: 'Terapias' },
  'terapias-suplementos': { path: '/terapias', page: 'Terapias' },
  'terapias-dispositivos': { path: '/terapias', page: 'Terapias' },
  'terapias-cierre': { path: '/terapias', page: 'Terapias', part: 'Cierre' },
  nutricion: { path: '/nutricion', page: 'Nutrición', part: 'Presentación' },
  'nutricion-historia': { path: '/nutricion', page: 'Nutrición' },
  'nutricion-temas': { path: '/nutricion', page: 'Nutrición' },
  'nutricion-mentoria': { path: '/nutricion', page: 'Nutrición' },
  'nutricion-testimonios': { path: '/nutricion', page: 'Nutrición' },
  'nutricion-cierre': { path: '/nutricion', page: 'Nutrición', part: 'Cierre' },
  'elena-marin': { path: '/elena-marin', page: 'Elena Marín', part: 'Presentación' },
  'elena-marin-grupos': { path: '/elena-marin', page: 'Elena Marín' },
  'elena-marin-tabla': { path: '/elena-marin', page: 'Elena Marín' },
  'elena-marin-cierre': { path: '/elena-marin', page: 'Elena Marín', part: 'Cierre' },
} as const satisfies Record<string, { path: string; page: string; part?: string }>
export type PageBlockSlug = keyof typeof PAGE_BLOCKS

export type PageSlug = (typeof PAGE_SLUGS)[keyof typeof PAGE_SLUGS] | PageBlockSlug

/** Where a page's row is drawn: a block's page, or the legal page at its own address. */
export function pathOfPage(slug: string): string {
  return slug in PAGE_BLOCKS ? PAGE_BLOCKS[slug as PageBlockSlug].path : `/${slug}`
}

/** How the admin names a page's row: a block by its page and part, a legal page by its title. */
export function nameOfPage(slug: string, title: string): string {
  if (!(slug in PAGE_BLOCKS)) return title
  const block: { page: string; part?: string } = PAGE_BLOCKS[slug as PageBlockSlug]
  return `${block.page} · ${block.part ?? title}`
}
