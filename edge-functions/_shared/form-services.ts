/**
 * The form services whose forms the form pages frame, each by the host its embed code puts in an
 * iframe. One list: the security headers' `frame-src`, the form pages and the check of a form
 * address the owner saves all read it (`settingProblem` in resources/site-settings.ts).
 */
export const FORM_SERVICES = [
  { name: 'Google Forms', host: 'docs.google.com' },
  { name: 'Microsoft Forms', host: 'forms.office.com' },
  { name: 'Typeform', host: 'form.typeform.com' },
  { name: 'Jotform', host: 'form.jotform.com' },
  { name: 'Tally', host: 'tally.so' },
] as const

export const EMBED_FORM_HOSTS: readonly string[] = FORM_SERVICES.map((service) => service.host)

/** A form address the pages may frame: https, on one of the listed services' hosts. */
export function isFormServiceUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return url.protocol === 'https:' && EMBED_FORM_HOSTS.includes(url.hostname)
}

export const FORM_SERVICE_MESSAGE = `El formulario debe ser una dirección https de uno de estos servicios: ${FORM_SERVICES.map(
  (service) => `${service.name} (${service.host})`,
).join(', ')}`
