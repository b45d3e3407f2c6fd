import type { OwnerSettings } from '../site-settings/queries.ts'

export interface CallToAction {
  title: string
  subtitle: string
  buttonText: string
  buttonLink: string
}

/** The banner from the site settings cta_title, cta_subtitle, cta_button_text, cta_button_link. */
export function callToActionFrom({ values }: OwnerSettings): CallToAction {
  return {
    title: values.cta_title,
    subtitle: values.cta_subtitle,
    buttonText: values.cta_button_text,
    buttonLink: values.cta_button_link,
  }
}
