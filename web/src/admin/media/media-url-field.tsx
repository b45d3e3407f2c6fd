import type { ReactNode } from 'react'
import { TextField } from '../forms/fields.tsx'

export type MediaKind = 'image' | 'audio'

export interface MediaUrlFieldProps {
  /** The form field holding the address (`imageUrl`, `coverUrl`, `backgroundUrl`...). */
  name: string
  label: string
  kind: MediaKind
  placeholder?: string
  helper?: ReactNode
  required?: boolean
}

const DEFAULT_PLACEHOLDERS: Record<MediaKind, string> = {
  image: '/uploads/imagen.webp o https://...',
  audio: '/uploads/pista.mp3 o https://...',
}

/**
 * An image or audio address in a form, checked by the form's own rule for that field. The forms
 * use only this component for media, so it can grow into a file picker with upload (dropping the
 * file, uploading it, then writing its address into `name`) without any form changing.
 */
export function MediaUrlField({
  name,
  label,
  kind,
  placeholder,
  helper,
  required,
}: MediaUrlFieldProps) {
  return (
    <TextField
      name={name}
      label={label}
      type="text"
      placeholder={placeholder ?? DEFAULT_PLACEHOLDERS[kind]}
      helper={helper ?? 'Una ruta del sitio (/uploads/...) o una dirección completa (https://...).'}
      required={required}
    />
  )
}
