/** A messaging link to a phone number written any way (spaces, +, dashes are dropped). */
export function chatLink(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, '')
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`
}
