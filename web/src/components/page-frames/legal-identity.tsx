import type { SettingKey } from '../../features/site-settings/queries.ts'
import { useOwnerSettings } from '../../features/site-settings/site-settings.tsx'
import { SettingValue } from './setting-text.tsx'

/** Shown where the owner has yet to fill in a detail the law asks for. */
export const MISSING_LEGAL_DETAIL = 'pendiente de completar'

/**
 * Every setting the legal pages draw, by what it is: they read settings only through
 * `useLegalIdentity` (a test holds them to it), so "Última actualización" follows these keys.
 */
const IDENTITY_KEYS = {
  holder: 'legal_holder_name',
  taxId: 'legal_tax_id',
  address: 'legal_address',
  legalEmail: 'legal_email',
  contactEmail: 'contact_email',
  phone: 'contact_phone',
  registry: 'legal_registry',
  siteName: 'site_name',
} as const satisfies Record<string, SettingKey>

export const LEGAL_PAGE_KEYS: readonly SettingKey[] = Object.values(IDENTITY_KEYS)

/** Who is behind the site (LSSI art. 10), from the "Datos legales" and contact settings. */
export function useLegalIdentity() {
  const { values } = useOwnerSettings()
  return {
    holder: values[IDENTITY_KEYS.holder],
    taxId: values[IDENTITY_KEYS.taxId],
    address: values[IDENTITY_KEYS.address],
    /** Her legal e-mail, or the contact e-mail when she has not given one. */
    email: values[IDENTITY_KEYS.legalEmail] || values[IDENTITY_KEYS.contactEmail],
    phone: values[IDENTITY_KEYS.phone],
    registry: values[IDENTITY_KEYS.registry],
    /** The trade name: «Nombre del sitio». */
    siteName: values[IDENTITY_KEYS.siteName],
  }
}

export function LegalEmail() {
  return <SettingValue value={useLegalIdentity().email} kind="email" />
}

export function LegalPhone() {
  return <SettingValue value={useLegalIdentity().phone} kind="phone" />
}

/** "<holder>, titular de <site>, con NIF … y domicilio en …", for the texts' running prose. */
export function LegalHolderSentence() {
  const { holder, taxId, address, siteName } = useLegalIdentity()
  return (
    <>
      {holder}, titular de {siteName}, con NIF {taxId || MISSING_LEGAL_DETAIL} y domicilio en{' '}
      {address || MISSING_LEGAL_DETAIL}
    </>
  )
}

/** The holder's details as a list, for the legal notice. */
export function LegalHolderDetails() {
  const { holder, taxId, address, registry, siteName } = useLegalIdentity()
  return (
    <ul>
      <li>
        <strong>Titular:</strong> {holder}
      </li>
      <li>
        <strong>NIF/CIF:</strong> {taxId || MISSING_LEGAL_DETAIL}
      </li>
      <li>
        <strong>Nombre comercial:</strong> {siteName}
      </li>
      <li>
        <strong>Domicilio:</strong> {address || MISSING_LEGAL_DETAIL}
      </li>
      <li>
        <strong>Correo electrónico:</strong> <LegalEmail />
      </li>
      <li>
        <strong>Teléfono:</strong> <LegalPhone />
      </li>
      {registry && (
        <li>
          <strong>Datos registrales:</strong> {registry}
        </li>
      )}
    </ul>
  )
}
