import type { SettingReader } from '../site-settings/queries.ts'

export interface CallToAction {
  title: string
  subtitle: string
  buttonText: string
  buttonLink: string
}

/** The spec's default banner (section 9), shown until the owner's settings load or when blank. */
export const DEFAULT_CALL_TO_ACTION: CallToAction = {
  title: 'Comienza Tu Camino Hacia el Bienestar',
  subtitle: 'Da el primer paso hacia una vida más plena y equilibrada.',
  buttonText: 'Contáctanos',
  buttonLink: '/contacto',
}

/** The banner from the site settings cta_title, cta_subtitle, cta_button_text, cta_button_link. */
export function callToActionFrom(setting: SettingReader): CallToAction {
  return {
    title: setting('cta_title', DEFAULT_CALL_TO_ACTION.title),
    subtitle: setting('cta_subtitle', DEFAULT_CALL_TO_ACTION.subtitle),
    buttonText: setting('cta_button_text', DEFAULT_CALL_TO_ACTION.buttonText),
    buttonLink: setting('cta_button_link', DEFAULT_CALL_TO_ACTION.buttonLink),
  }
}
