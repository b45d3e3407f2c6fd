import { Box } from '@chakra-ui/react/box'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { useFormContext, useWatch } from 'react-hook-form'
import { madridWallTime } from '../../../../edge-functions/_shared/madrid-time.ts'
import { NumberField, SelectField, SwitchField, TextField } from '../forms/fields.tsx'
import { MediaUrlField } from '../media/media-url-field.tsx'
import type { FieldSpec, FormValues } from './content-type.ts'

function FieldOf({ spec }: { spec: FieldSpec }) {
  switch (spec.kind) {
    case 'text':
      return (
        <TextField
          name={spec.name}
          label={spec.label}
          placeholder={spec.placeholder}
          helper={spec.helper}
          required={spec.required}
          rows={spec.rows}
          type={spec.input}
        />
      )
    case 'number':
      return <NumberField name={spec.name} label={spec.label} min={spec.min} helper={spec.helper} />
    case 'select':
      return (
        <SelectField
          name={spec.name}
          label={spec.label}
          options={spec.options}
          emptyOption={spec.emptyOption}
          required={spec.required}
          helper={spec.helper}
          preview={spec.preview}
        />
      )
    case 'switch':
      return <SwitchField name={spec.name} label={spec.label} helper={spec.helper} />
    case 'media':
      return (
        <MediaUrlField
          name={spec.name}
          label={spec.label}
          kind={spec.media}
          placeholder={spec.placeholder}
          helper={spec.helper}
        />
      )
  }
}

function isWide(spec: FieldSpec): boolean {
  return spec.wide ?? ((spec.kind === 'text' && spec.rows !== undefined) || spec.kind === 'media')
}

/** A type's fields in a two-column grid (one column on a phone); conditional ones follow the values. */
export function FormFields({ fields }: { fields: readonly FieldSpec[] }) {
  const { control } = useFormContext()
  const values = useWatch({ control }) as FormValues
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      {fields
        .filter((spec) => !spec.showWhen || spec.showWhen(values))
        .map((spec) => (
          <Box key={spec.name} gridColumn={isWide(spec) ? { md: 'span 2' } : undefined}>
            <FieldOf spec={spec} />
          </Box>
        ))}
    </SimpleGrid>
  )
}

/** The values a form starts from: the record's when editing, the type's defaults when creating. */
export function formValuesOf(
  fields: readonly FieldSpec[],
  defaults: Readonly<Record<string, unknown>>,
  record?: Readonly<Record<string, unknown>>,
): FormValues {
  const values: FormValues = {}
  for (const spec of fields) {
    const value = record ? record[spec.name] : defaults[spec.name]
    values[spec.name] = value ?? (spec.kind === 'switch' ? false : '')
    // The database answers a time with its seconds; the picker shows hours and minutes.
    if (spec.kind === 'text' && spec.input === 'time' && typeof value === 'string') {
      values[spec.name] = value.slice(0, 5)
    }
    // A schedule is an instant; the owner reads and types it on Madrid's clock, wherever she is.
    if (spec.kind === 'text' && spec.input === 'datetime-local' && typeof value === 'string') {
      values[spec.name] = madridWallTime(new Date(value))
    }
  }
  return values
}
