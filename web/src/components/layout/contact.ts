/** Placeholders shown until the owner sets the contact settings (or while they load). */
export const DEFAULT_CHAT_PHONE = '34600123456'
export const DEFAULT_CONTACT_PHONE = '+34 600 123 456'
export const DEFAULT_CONTACT_EMAIL = 'hola@bienestar.local'

/** A messaging link to a phone number written any way (spaces, +, dashes are dropped). */
export function chatLink(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, '')
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`
}
