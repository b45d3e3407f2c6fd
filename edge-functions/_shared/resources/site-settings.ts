import { DEFAULT_SITE_NAME } from '../site-name.ts'

/**
 * How a setting is edited, checked and drawn: one line of text, several lines, a link the site
 * draws in `href`, a phone number, an e-mail address, the address of an embedded form, or a
 * picture (one of the library's, or a link to one elsewhere).
 */
export type SettingKind = 'text' | 'multiline' | 'link' | 'phone' | 'email' | 'form' | 'image'

/** Configuración's tabs, in order. */
export const SETTING_SECTIONS = [
  { id: 'general', label: 'General' },
  { id: 'contacto', label: 'Contacto' },
  { id: 'redes', label: 'Redes sociales' },
  { id: 'cta', label: 'Llamada a la acción' },
  { id: 'formularios', label: 'Formularios' },
  { id: 'legal', label: 'Datos legales' },
] as const

export type SettingSection = (typeof SETTING_SECTIONS)[number]['id']

export interface SettingDeclaration {
  section: SettingSection
  /** Configuración's label. */
  label: string
  kind: SettingKind
  /** What the site draws while the owner has not set the setting (or left it blank). */
  defaultValue: string
  /** A sentence under the field: what it is for, where it shows. */
  hint?: string
  /** The CTA form's minimum lengths (spec, admin area section 5). */
  minLength?: { length: number; message: string }
  /** The longest value, when shorter than its kind's (a search engine's description). */
  maxLength?: number
}

const FORM_HINT =
  'Pega la dirección del formulario o su código «Insertar HTML» (<iframe …>) de Google Forms, Microsoft Forms, Typeform, Jotform o Tally: se guarda la dirección. Si la dejas vacía, la página muestra el correo, el teléfono y el WhatsApp del centro.'

/**
 * Every site setting, declared once: the seed (checked by supabase/tests/site-settings.test.ts),
 * Configuración's tabs and fields, the API's checks and the public pages all follow from here.
 * A page that reads a key not declared here fails the type check, the build and the tests.
 */
export const SITE_SETTINGS = {
  site_name: {
    section: 'general',
    label: 'Nombre del sitio',
    kind: 'text',
    defaultValue: DEFAULT_SITE_NAME,
    hint: 'En el título de cada página, en los buscadores y al compartir un enlace.',
    minLength: { length: 2, message: 'El nombre del sitio es obligatorio' },
    maxLength: 80,
  },
  site_tagline: {
    section: 'general',
    label: 'Lema',
    kind: 'text',
    defaultValue: 'Nutrición, terapias y acompañamiento',
    hint: 'Debajo del nombre, en la cabecera.',
  },
  site_description: {
    section: 'general',
    label: 'Descripción del sitio',
    kind: 'multiline',
    defaultValue:
      'Terapias naturales, nutrición consciente, actividades y retiros para cuidar cuerpo y mente. Libros descargables, música para el descanso y acompañamiento cercano.',
    hint: 'Lo que los buscadores y las redes muestran de la página de inicio, en una o dos frases.',
    minLength: {
      length: 10,
      message: 'La descripción del sitio debe tener al menos 10 caracteres',
    },
    maxLength: 300,
  },
  share_image_url: {
    section: 'general',
    label: 'Imagen para compartir',
    kind: 'image',
    defaultValue: '',
    hint: 'La que se ve al compartir un enlace del sitio en WhatsApp o en las redes; se recorta a 1200 × 630 px. Si la dejas vacía, se usa la imagen con el nombre del centro.',
  },
  footer_about: {
    section: 'general',
    label: 'Texto del pie de página',
    kind: 'multiline',
    defaultValue:
      'Un espacio para cuidar el cuerpo y la mente con alimentación consciente, terapias naturales y comunidad.',
  },
  contact_email: {
    section: 'contacto',
    label: 'Correo de contacto',
    kind: 'email',
    defaultValue: 'hola@bienestar.local',
    hint: 'En las páginas de formularios y en los textos legales.',
  },
  contact_phone: {
    section: 'contacto',
    label: 'Teléfono de contacto',
    kind: 'phone',
    defaultValue: '+34 600 123 456',
  },
  chat_phone: {
    section: 'contacto',
    label: 'Número de WhatsApp',
    kind: 'phone',
    defaultValue: '34600123456',
    hint: 'Con el prefijo del país, por ejemplo 34600123456. Lo usan el botón verde de chat y los enlaces de WhatsApp.',
  },
  collaboration_contact_name: {
    section: 'contacto',
    label: 'Persona de contacto para colaboraciones',
    kind: 'text',
    defaultValue: 'Tomás Requena',
    hint: 'Se nombra en /colaboracion-trabajo junto al teléfono de contacto.',
  },
  community_group_url: {
    section: 'contacto',
    label: 'Invitación al grupo de retos gratuitos',
    kind: 'link',
    defaultValue: '',
    hint: 'El enlace de invitación al grupo. Si lo dejas vacío, el botón abre un chat de WhatsApp con el centro.',
  },
  social_person1_name: {
    section: 'redes',
    label: 'Persona 1: nombre',
    kind: 'text',
    defaultValue: 'Elena Marín',
  },
  social_person1_video: {
    section: 'redes',
    label: 'Persona 1: canal de vídeos',
    kind: 'link',
    defaultValue: 'https://www.youtube.com/',
  },
  social_person1_social: {
    section: 'redes',
    label: 'Persona 1: red social',
    kind: 'link',
    defaultValue: 'https://www.instagram.com/',
  },
  social_person2_name: {
    section: 'redes',
    label: 'Persona 2: nombre',
    kind: 'text',
    defaultValue: 'Tomás Requena',
  },
  social_person2_video: {
    section: 'redes',
    label: 'Persona 2: canal de vídeos',
    kind: 'link',
    defaultValue: 'https://www.youtube.com/',
  },
  social_person2_social: {
    section: 'redes',
    label: 'Persona 2: red social',
    kind: 'link',
    defaultValue: 'https://www.instagram.com/',
  },
  cta_title: {
    section: 'cta',
    label: 'Título',
    kind: 'text',
    defaultValue: 'Comienza Tu Camino Hacia el Bienestar',
    minLength: { length: 5, message: 'El título debe tener al menos 5 caracteres' },
  },
  cta_subtitle: {
    section: 'cta',
    label: 'Descripción',
    kind: 'multiline',
    defaultValue: 'Da el primer paso hacia una vida más plena y equilibrada.',
    minLength: { length: 10, message: 'La descripción debe tener al menos 10 caracteres' },
  },
  cta_button_text: {
    section: 'cta',
    label: 'Texto del botón',
    kind: 'text',
    defaultValue: 'Contáctanos',
    minLength: { length: 2, message: 'El texto del botón es requerido' },
  },
  cta_button_link: {
    section: 'cta',
    label: 'Enlace del botón',
    kind: 'link',
    defaultValue: '/contacto',
    minLength: { length: 1, message: 'El enlace del botón es requerido' },
  },
  contact_form_url: {
    section: 'formularios',
    label: 'Formulario de contacto (/contacto)',
    kind: 'form',
    defaultValue: '',
    hint: FORM_HINT,
  },
  collaboration_form_url: {
    section: 'formularios',
    label: 'Solicitud de colaboración (/colaboracion-trabajo)',
    kind: 'form',
    defaultValue: '',
    hint: FORM_HINT,
  },
  enrolment_crisis_cielo_form_url: {
    section: 'formularios',
    label: 'Inscripción al curso Crisis del Cielo (/inscripcion/crisis-cielo)',
    kind: 'form',
    defaultValue: '',
    hint: FORM_HINT,
  },
  enrolment_hooponopono_form_url: {
    section: 'formularios',
    label: 'Inscripción a Ho’oponopono (/inscripcion/hooponopono)',
    kind: 'form',
    defaultValue: '',
    hint: FORM_HINT,
  },
  legal_holder_name: {
    section: 'legal',
    label: 'Titular (nombre y apellidos o razón social)',
    kind: 'text',
    defaultValue: 'Elena Marín',
    hint: 'Aparece en el aviso legal, la política de privacidad y los términos.',
  },
  legal_tax_id: {
    section: 'legal',
    label: 'NIF o CIF',
    kind: 'text',
    defaultValue: '',
  },
  legal_address: {
    section: 'legal',
    label: 'Domicilio (calle, número, código postal y ciudad)',
    kind: 'text',
    defaultValue: '',
  },
  legal_email: {
    section: 'legal',
    label: 'Correo para asuntos legales y de privacidad',
    kind: 'email',
    defaultValue: '',
    hint: 'Si lo dejas vacío, los textos legales muestran el correo de contacto.',
  },
  legal_registry: {
    section: 'legal',
    label: 'Datos registrales',
    kind: 'multiline',
    defaultValue: '',
    hint: 'Por ejemplo: «Inscrita en el Registro Mercantil de Albacete, tomo 1234, folio 56, hoja AB-7890». Déjalo vacío si no estás inscrita en ningún registro.',
  },
} as const satisfies Record<string, SettingDeclaration>

export type SettingKey = keyof typeof SITE_SETTINGS
export const SETTING_KEYS = Object.keys(SITE_SETTINGS) as SettingKey[]

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SITE_SETTINGS, key)
}

export function settingDeclaration(key: SettingKey): SettingDeclaration {
  return SITE_SETTINGS[key]
}

/** The `type` column the database keeps for a kind (a multi-line setting is 'text'). */
export function storedTypeOf(kind: SettingKind): 'string' | 'text' | 'url' {
  if (kind === 'multiline') return 'text'
  if (kind === 'link' || kind === 'form' || kind === 'image') return 'url'
  return 'string'
}

/**
 * Settings the site draws as links (the button's link, the form and group addresses, the footer's
 * channels): the key decides. The database's private.setting_holds_link says the same; a test in
 * supabase/tests/links.test.ts keeps them equal.
 */
export function settingHoldsLink(key: string): boolean {
  return /(_url|_link|_video|_social)$/.test(key)
}

export const siteSettingFields = {
  key: 'key',
  value: 'value',
  type: 'type',
  section: 'section',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const

/** The settings' table as the API reads and writes it: one row per key, listed by section. */
export const siteSettingsTable = {
  table: 'site_settings',
  fields: siteSettingFields,
  noun: 'el ajuste',
  label: 'key',
  order: ['section', 'key'],
} as const

export interface SiteSetting {
  key: string
  value: string
  type: string
  section: string
  createdAt: string
  updatedAt: string
}
