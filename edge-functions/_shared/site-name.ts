/**
 * The centre's name until the owner gives hers («Nombre del sitio»). Apart from the settings'
 * declaration so that the public islands naming the site do not load the settings' checks.
 */
export const DEFAULT_SITE_NAME: string = 'Centro de Bienestar Integral'
