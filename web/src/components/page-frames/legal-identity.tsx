import { SITE_NAME } from '../../app/site.ts'
import { useOwnerSettings } from '../../features/site-settings/site-settings.tsx'
import { SettingValue } from './setting-text.tsx'

/** Shown where the owner has yet to fill in a detail the law asks for. */
export const MISSING_LEGAL_DETAIL = 'pendiente de completar'

/** Who is behind the site (LSSI art. 10), from the "Datos legales" settings. */
export function useLegalIdentity() {
  const { values } = useOwnerSettings()
  return {
    holder: values.legal_holder_name,
    taxId: values.legal_tax_id,
    address: values.legal_address,
    /** Her legal e-mail, or the contact e-mail when she has not given one. */
    email: values.legal_email || values.contact_email,
    phone: values.contact_phone,
    registry: values.legal_registry,
  }
}

export function LegalEmail() {
  return <SettingValue value={useLegalIdentity().email} kind="email" />
}

/** "<holder>, titular de <site>, con NIF … y domicilio en …", for the texts' running prose. */
export function LegalHolderSentence() {
  const { holder, taxId, address } = useLegalIdentity()
  return (
    <>
      {holder}, titular de {SITE_NAME}, con NIF {taxId || MISSING_LEGAL_DETAIL} y domicilio en{' '}
      {address || MISSING_LEGAL_DETAIL}
    </>
  )
}

/** The holder's details as a list, for the legal notice. */
export function LegalHolderDetails() {
  const { holder, taxId, address, phone, registry } = useLegalIdentity()
  return (
    <ul>
      <li>
        <strong>Titular:</strong> {holder}
      </li>
      <li>
        <strong>NIF/CIF:</strong> {taxId || MISSING_LEGAL_DETAIL}
      </li>
      <li>
        <strong>Nombre comercial:</strong> {SITE_NAME}
      </li>
      <li>
        <strong>Domicilio:</strong> {address || MISSING_LEGAL_DETAIL}
      </li>
      <li>
        <strong>Correo electrónico:</strong> <LegalEmail />
      </li>
      <li>
        <strong>Teléfono:</strong> <SettingValue value={phone} kind="phone" />
      </li>
      {registry && (
        <li>
          <strong>Datos registrales:</strong> {registry}
        </li>
      )}
    </ul>
  )
}
