import type { ComponentType, ReactNode } from 'react'
import type { IconType } from 'react-icons'
import type { ResourceDefinition } from '../../../../edge-functions/_shared/resource.ts'
import type { SelectOption } from '../forms/fields.tsx'
import type { MediaKind } from '../media/media-url-field.tsx'
import type { PlacesOf } from './placements.ts'

export type FormValues = Record<string, unknown>

/**
 * Fields that belong together under one title (a fieldset), e.g. an activity's «Inscripción».
 * A folded group starts closed, for what the owner rarely changes; it opens by itself when one
 * of its fields is wrong.
 */
export interface FieldGroup {
  title: string
  helper?: string
  folded?: boolean
}

interface FieldBase {
  name: string
  label: string
  helper?: ReactNode
  /** Shown only while the other values say so (e.g. the platform of an online activity). */
  showWhen?: (values: FormValues) => boolean
  /** Takes the whole row of the form's grid. */
  wide?: boolean
  /** Half a row even on a phone: a short value beside its pair (a day and its time). */
  narrow?: boolean
  /** The group it is drawn in, with the fields next to it that share the same group. */
  group?: FieldGroup
}

/** One field of a content form, described; one renderer draws every type's fields. */
export type FieldSpec = FieldBase &
  (
    | {
        kind: 'text'
        placeholder?: string
        required?: boolean
        rows?: number
        /**
         * A day (`YYYY-MM-DD`), a time of day (`HH:MM`) or a minute of Madrid's clock
         * (`YYYY-MM-DDTHH:MM`, a schedule the API answers as an instant) with the browser's picker.
         */
        input?: 'date' | 'time' | 'datetime-local'
      }
    | { kind: 'number'; min?: number }
    | {
        kind: 'select'
        options: readonly SelectOption[]
        emptyOption?: string
        required?: boolean
        preview?: (value: string) => ReactNode
      }
    | { kind: 'switch' }
    | { kind: 'media'; media: MediaKind; placeholder?: string }
    /** Formatted text (a page's body): Lexical, loaded with the form that shows it. */
    | { kind: 'document' }
  )

/** One column of a list: the field it reads, its header, and how it is drawn when not generic. */
export interface Column<T = Record<string, unknown>> {
  field: string
  header: string
  render?: (item: T) => ReactNode
}

interface ContentTypeBase {
  /** The value of `?type=` in the editor's address. */
  type: string
  /** The sidebar button. */
  label: string
  icon: IconType
  /** Lower case, after 'Gestionar' and 'Lista de'. */
  plural: string
}

/** A type edited as a list of records, each created, edited and deleted with one form. */
export interface ListContentType extends ContentTypeBase {
  kind: 'list'
  /**
   * Its place in the menus and on the dashboard, lowest first (10, 20, … so that a type can go
   * between two). Written as a number: the build reads it from the source.
   */
  position: number
  /** What the dashboard's card says after its count, when not «N {plural} disponibles». */
  countWords?: { one: string; many: string }
  /** Lower case, after 'Crear' and 'Editar'. */
  singular: string
  definition: ResourceDefinition
  /** The list the editor shows, when not `/api/{path}` (promotions: all of them). */
  listPath?: string
  columns: readonly Column[]
  fields: readonly FieldSpec[]
  /** The field that names an item: the definition's `label`. */
  nameField: string
  /**
   * How an item is named where its label alone would not tell it from another (two page parts
   * both titled «Nutrición consciente»): its «Editar:» button, the search and the name column.
   */
  nameOf?: (item: Record<string, unknown>) => string
  /** Adjusts a stored record before it fills the form (e.g. legacy values to current ones). */
  toForm?: (record: Record<string, unknown>) => Record<string, unknown>
  /** Where an item appears on the public site (`placements.ts`): «Aparece en» and «Vista previa». */
  placesOf: PlacesOf
}

/** What a list type's file describes; its names and the field naming an item come from its definition. */
export type ListTypeDescription = Omit<
  ListContentType,
  'kind' | 'label' | 'plural' | 'singular' | 'nameField'
>

/** A list type, named as its definition names it («Testimonios», 'Crear testimonio'). */
export function listType(description: ListTypeDescription): ListContentType {
  const { names, label } = description.definition
  return {
    kind: 'list',
    label: names.many,
    plural: names.many.toLocaleLowerCase('es'),
    singular: names.one.toLocaleLowerCase('es'),
    nameField: label,
    ...description,
  }
}

/** A type with an editor of its own (site settings, section backgrounds, the CTA block). */
export interface CustomContentType extends ContentTypeBase {
  kind: 'custom'
  Editor: ComponentType
}

export type ContentType = ListContentType | CustomContentType

export function listPathOf(contentType: ListContentType): string {
  return contentType.listPath ?? `/api/${contentType.definition.path}`
}

/** Every list the server has for this type (all, featured, visible...): all refresh after a write. */
export function allListPathsOf(contentType: ListContentType): string[] {
  const { path, lists } = contentType.definition
  return lists.map((list) => (list.path ? `/api/${path}/${list.path}` : `/api/${path}`))
}
