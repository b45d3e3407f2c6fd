/** The header's links, in the spec's order; anchors point at home sections. */
export const NAV_LINKS = [
  { label: 'Actividades', to: '/#actividades' },
  { label: 'Terapias', to: '/terapias' },
  { label: 'Nutrición', to: '/nutricion' },
  { label: 'Recursos', to: '/recursos' },
  { label: 'Multimedia', to: '/#videos' },
  { label: 'Nosotros', to: '/nosotros' },
  { label: 'Contacto', to: '/contacto' },
] as const

export const LOGIN_PATH = '/admin'
