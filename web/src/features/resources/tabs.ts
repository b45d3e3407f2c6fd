export const RESOURCE_TABS = [
  { value: 'acompanamiento', label: 'Acompañamiento' },
  { value: 'curso', label: 'Curso Crisis del Cielo' },
  { value: 'videos', label: 'Vídeos' },
  { value: 'libros', label: 'Libros' },
  { value: 'musica', label: 'Música' },
] as const

export type ResourceTab = (typeof RESOURCE_TABS)[number]['value']

const TAB_BY_HASH: Readonly<Record<string, ResourceTab>> = {
  'curso-crisis-cielo': 'curso',
  videos: 'videos',
  libros: 'libros',
  musica: 'musica',
}

/** `#curso-crisis-cielo`, `#videos`, `#libros` or `#musica` open that tab; anything else none. */
export function tabFromHash(hash: string): ResourceTab | undefined {
  return TAB_BY_HASH[decodeURIComponent(hash.replace(/^#/, ''))]
}
