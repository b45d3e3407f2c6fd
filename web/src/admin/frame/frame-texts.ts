/** Across the top of the screen she is leaving, while the next one's code arrives. */
export const LEAVING_TEXT = 'Abriendo la pantalla...'
