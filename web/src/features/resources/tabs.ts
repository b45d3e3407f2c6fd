/** The resources page's tabs, each opened by its address's hash (`/recursos#libros`). */
export const RESOURCE_TABS = [
  { value: 'acompanamiento', label: 'Acompañamiento', hash: 'acompanamiento' },
  { value: 'curso', label: 'Curso Crisis del Cielo', hash: 'curso-crisis-cielo' },
  { value: 'videos', label: 'Vídeos', hash: 'videos' },
  { value: 'libros', label: 'Libros', hash: 'libros' },
  { value: 'musica', label: 'Música', hash: 'musica' },
] as const

export type ResourceTab = (typeof RESOURCE_TABS)[number]['value']

/** `#curso-crisis-cielo`, `#videos`, `#libros`, `#musica` or `#acompanamiento` open that tab. */
export function tabFromHash(hash: string): ResourceTab | undefined {
  const name = hash.replace(/^#/, '')
  return RESOURCE_TABS.find((tab) => tab.hash === name)?.value
}
