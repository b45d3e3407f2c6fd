/** Across the top of the screen she is leaving, while the next one's code arrives. */
export const LEAVING_TEXT = 'Abriendo la pantalla...'

/** The name of every admin screen's menu, as the nav landmark is read out. */
export const MENU_LABEL = 'Panel de administración'
