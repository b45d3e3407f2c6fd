import { Badge } from '@chakra-ui/react/badge'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Collapsible } from '@chakra-ui/react/collapsible'
import { Fieldset } from '@chakra-ui/react/fieldset'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Spinner } from '@chakra-ui/react/spinner'
import { Stack } from '@chakra-ui/react/stack'
import { lazy, Suspense, useEffect, useState } from 'react'
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form'
import { FaChevronRight } from 'react-icons/fa'
import { madridWallTime } from '../../../../edge-functions/_shared/madrid-time.ts'
import { NumberField, SelectField, SwitchField, TextField } from '../forms/fields.tsx'
import { MediaUrlField } from '../media/media-url-field.tsx'
import type { FieldGroup, FieldSpec, FormValues } from './content-type.ts'

// The rich-text editor (Lexical) loads with the first form that has formatted text: a page's.
const DocumentField = lazy(() =>
  import('../pages/document-field.tsx').then((module) => ({ default: module.DocumentField })),
)

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
    case 'document':
      return (
        <Suspense fallback={<Spinner size="sm" aria-label="Cargando el editor de texto" />}>
          <DocumentField name={spec.name} label={spec.label} helper={spec.helper} />
        </Suspense>
      )
  }
}

/** Where a field sits in the two-column grid: a whole row, half of one, or half from `md` up. */
function columnOf(spec: FieldSpec) {
  if (spec.narrow) return undefined
  const wide =
    spec.wide ??
    ((spec.kind === 'text' && spec.rows !== undefined) ||
      spec.kind === 'media' ||
      spec.kind === 'document')
  return wide ? 'span 2' : { base: 'span 2', md: 'auto' }
}

/** The fields drawn, in a grid of two columns; conditional ones follow the values. */
function FieldGrid({ fields, values }: { fields: readonly FieldSpec[]; values: FormValues }) {
  return (
    <SimpleGrid columns={2} gap={{ base: '3', md: '5' }}>
      {fields
        .filter((spec) => !spec.showWhen || spec.showWhen(values))
        .map((spec) => (
          <Box key={spec.name} gridColumn={columnOf(spec)} minWidth="0">
            <FieldOf spec={spec} />
          </Box>
        ))}
    </SimpleGrid>
  )
}

// A fieldset is as wide as its content's minimum unless told otherwise (`min-width: min-content`):
// the groups below set `minWidth="0"`, or a filled date-and-time field widens the page on a phone.

/** The form in runs: each group's fields together, the fields of no group one by one. */
function runsOf(fields: readonly FieldSpec[]): { group?: FieldGroup; fields: FieldSpec[] }[] {
  const runs: { group?: FieldGroup; fields: FieldSpec[] }[] = []
  for (const spec of fields) {
    const last = runs.at(-1)
    if (last && last.group === spec.group) last.fields.push(spec)
    else runs.push({ group: spec.group, fields: [spec] })
  }
  return runs
}

const isFilled = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && value !== false

const filledText = (count: number) => (count === 1 ? '1 campo relleno' : `${count} campos rellenos`)

/**
 * A closed section (Chakra's Collapsible) whose title is the fieldset's legend and its button.
 * Closed, it says how many of its fields hold something, so nothing is hidden unawares; a save
 * refused for one of its fields opens it, since a message behind a closed section goes unseen.
 */
function FoldedGroup({
  group,
  fields,
  values,
}: {
  group: FieldGroup
  fields: readonly FieldSpec[]
  values: FormValues
}) {
  const { errors, submitCount } = useFormState({ name: fields.map((spec) => spec.name) })
  const wrong = fields.some((spec) => get(errors, spec.name) !== undefined)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (wrong && submitCount > 0) setOpen(true)
  }, [wrong, submitCount])
  const shown = fields.filter((spec) => !spec.showWhen || spec.showWhen(values))
  const filled = shown.filter((spec) => isFilled(values[spec.name])).length
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Fieldset.Root borderWidth="1px" borderRadius="md" gap="0" minWidth="0">
        <Fieldset.Legend float="left" width="full" mb="0">
          <Collapsible.Trigger asChild>
            <Button
              variant="ghost"
              width="full"
              height="auto"
              minHeight={{ base: '9', md: '10' }}
              py={{ base: '1.5', md: '2' }}
              px="3"
              gap="2"
              justifyContent="flex-start"
              textAlign="start"
              whiteSpace="normal"
            >
              <Collapsible.Indicator
                transition="transform 0.2s"
                _open={{ transform: 'rotate(90deg)' }}
              >
                <FaChevronRight aria-hidden="true" />
              </Collapsible.Indicator>
              {group.title}
              {filled > 0 && (
                <Badge variant="subtle" ms="auto" flexShrink={0}>
                  {filledText(filled)}
                </Badge>
              )}
            </Button>
          </Collapsible.Trigger>
        </Fieldset.Legend>
        <Collapsible.Content>
          <Stack gap="4" p={{ base: '3', md: '4' }} pt="2">
            {group.helper && (
              <Fieldset.HelperText textStyle="xs">{group.helper}</Fieldset.HelperText>
            )}
            <FieldGrid fields={fields} values={values} />
          </Stack>
        </Collapsible.Content>
      </Fieldset.Root>
    </Collapsible.Root>
  )
}

/** An open group: its fields under its title, set apart by a line above. */
function OpenGroup({
  group,
  fields,
  values,
}: {
  group: FieldGroup
  fields: readonly FieldSpec[]
  values: FormValues
}) {
  return (
    <Fieldset.Root
      borderTopWidth="1px"
      pt={{ base: '3', md: '4' }}
      gap={{ base: '3', md: '4' }}
      // The recipe's own spacing would double the gap.
      spaceY="0"
      minWidth="0"
    >
      <Fieldset.Legend float="left" width="full" fontWeight="semibold" textStyle="md">
        {group.title}
      </Fieldset.Legend>
      {group.helper && (
        <Fieldset.HelperText textStyle="xs" mt="-2">
          {group.helper}
        </Fieldset.HelperText>
      )}
      <FieldGrid fields={fields} values={values} />
    </Fieldset.Root>
  )
}

/**
 * A type's fields in a grid of two columns (one on a phone, but for narrow fields side by side),
 * its groups each in its frame; conditional ones follow the values.
 */
export function FormFields({ fields }: { fields: readonly FieldSpec[] }) {
  const { control } = useFormContext()
  const values = useWatch({ control }) as FormValues
  return (
    <Stack gap={{ base: '3', md: '5' }}>
      {runsOf(fields).map((run) => {
        if (!run.group)
          return <FieldGrid key={run.fields[0].name} fields={run.fields} values={values} />
        const Group = run.group.folded ? FoldedGroup : OpenGroup
        return (
          <Group key={run.fields[0].name} group={run.group} fields={run.fields} values={values} />
        )
      })}
    </Stack>
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
