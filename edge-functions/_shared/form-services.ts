/**
 * The form services whose forms the form pages frame, each by the host its embed code puts in an
 * iframe. One list: the security headers' `frame-src`, the form pages and the check of a form
 * address the owner saves all read it (`settingProblem` in resources/site-settings-checks.ts).
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
  const url = parsedUrl(value)
  return url?.protocol === 'https:' && EMBED_FORM_HOSTS.includes(url.hostname)
}

function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/**
 * The address a form setting keeps from what the owner pastes: the services' "Insertar HTML"
 * gives a whole `<iframe src="…">`, whose `src` is the address; any other text is kept as it is.
 */
export function formAddressFrom(pasted: string): string {
  const embed = /^<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(pasted.trim())
  if (!embed) return pasted
  return (embed[1] ?? embed[2] ?? embed[3]).replace(/&amp;/g, '&').trim()
}

/** Google's short links to a form, which answer with a redirect no frame may follow. */
const GOOGLE_SHORT_LINK_HOST = 'forms.gle'

export const GOOGLE_SHORT_LINK_MESSAGE =
  'Ese es el enlace corto de Google Forms (forms.gle), que no se puede mostrar dentro de la página. En Google Forms, pulsa «Enviar» (o «Compartir»), elige «Insertar HTML» (< >) y pega aquí ese código, o el enlace largo que empieza por https://docs.google.com/forms/'

export const FORM_SERVICE_MESSAGE = `El formulario debe ser una dirección https de uno de estos servicios: ${FORM_SERVICES.map(
  (service) => `${service.name} (${service.host})`,
).join(', ')}`

/** Why a form address cannot be framed, in Spanish, or undefined when it can. */
export function formAddressProblem(value: string): string | undefined {
  if (isFormServiceUrl(value)) return undefined
  return parsedUrl(value)?.hostname === GOOGLE_SHORT_LINK_HOST
    ? GOOGLE_SHORT_LINK_MESSAGE
    : FORM_SERVICE_MESSAGE
}
