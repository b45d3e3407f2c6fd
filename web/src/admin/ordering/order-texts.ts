/** The words of a list the owner puts in order (WCAG 2.5.7: dragging is never the only way). */
export const ORDER_TEXTS = {
  column: 'Ordenar',
  help: 'Arrastra el asa o usa Subir y Bajar para cambiar el orden. Con el teclado, en el asa: Espacio elige, las flechas mueven, Espacio suelta y Escape cancela.',
  handle: (name: string) => `Mover: ${name}`,
  up: (name: string) => `Subir: ${name}`,
  down: (name: string) => `Bajar: ${name}`,
  saveFailed: 'No se pudo guardar el orden',
  tryAgain: 'Inténtalo de nuevo.',
} as const

export type Place = { name: string; position: number; total: number }

const place = ({ position, total }: Place) => `posición ${position} de ${total}`

/** What the live region says after each step, e.g. 'Reiki: posición 2 de 6'. */
export const ORDER_ANNOUNCEMENTS = {
  moved: (at: Place) => `${at.name}: ${place(at)}`,
  picked: (at: Place) => `${at.name}: elegido, ${place(at)}`,
  dropped: (at: Place) => `${at.name}: soltado en la ${place(at)}`,
  cancelled: (at: Place) => `${at.name}: movimiento cancelado, de vuelta a la ${place(at)}`,
} as const
