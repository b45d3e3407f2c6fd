import { Box } from '@chakra-ui/react/box'
import { Field } from '@chakra-ui/react/field'
import { Flex } from '@chakra-ui/react/flex'
import { Input } from '@chakra-ui/react/input'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { Switch } from '@chakra-ui/react/switch'
import { Textarea } from '@chakra-ui/react/textarea'
import type { ReactNode } from 'react'
import { Controller, get, useFormContext, useWatch } from 'react-hook-form'

/** The message of the field's current error, nested names (`settings.0.value`) included. */
export function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext()
  const error = get(errors, name) as { message?: unknown } | undefined
  return typeof error?.message === 'string' ? error.message : undefined
}

interface FieldFrameProps {
  label: string
  error?: string
  helper?: ReactNode
  required?: boolean
  children: ReactNode
}

/** Label, control, help and error of one field; the control is described by both. */
/** One-line fields a little lower on a phone (36 px, still an easy target), the usual from `md`. */
export const FIELD_SIZE = { base: 'sm', md: 'md' } as const

export function FieldFrame({ label, error, helper, required, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required} gap={{ base: '1', md: '1.5' }}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

export function TextField({
  name,
  label,
  placeholder,
  helper,
  required,
  rows,
  type = 'text',
  inputMode,
  autoComplete,
}: {
  name: string
  label: string
  placeholder?: string
  helper?: ReactNode
  required?: boolean
  /** Lines of a multi-line field; a one-line input without it. */
  rows?: number
  /** `date`, `time` and `datetime-local` are the browser's own pickers, typed into by keyboard too. */
  type?: 'text' | 'password' | 'url' | 'email' | 'date' | 'time' | 'datetime-local'
  /** The keyboard a phone shows (digits for a telephone number). */
  inputMode?: 'tel'
  autoComplete?: string
}) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required}>
      {rows ? (
        <Textarea {...register(name)} rows={rows} placeholder={placeholder} bg="white" />
      ) : (
        <Input
          {...register(name)}
          size={FIELD_SIZE}
          type={type}
          inputMode={inputMode}
          placeholder={placeholder}
          autoComplete={autoComplete ?? 'off'}
          bg="white"
        />
      )}
    </FieldFrame>
  )
}

export function NumberField({
  name,
  label,
  min = 0,
  helper,
}: {
  name: string
  label: string
  min?: number
  helper?: ReactNode
}) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  return (
    <FieldFrame label={label} error={error} helper={helper}>
      <Input
        {...register(name)}
        size={FIELD_SIZE}
        type="number"
        inputMode="numeric"
        min={min}
        step={1}
        bg="white"
      />
    </FieldFrame>
  )
}

export interface SelectOption {
  value: string
  label: string
}

export function SelectField({
  name,
  label,
  options,
  emptyOption,
  required,
  helper,
  preview,
}: {
  name: string
  label: string
  options: readonly SelectOption[]
  /** The text of a first, empty choice (for a required choice with no default). */
  emptyOption?: string
  required?: boolean
  helper?: ReactNode
  /** Shown beside the select for the chosen value, e.g. the icon it stands for. */
  preview?: (value: string) => ReactNode
}) {
  const { register, control } = useFormContext()
  const value = useWatch({ control, name }) as string | undefined
  const error = useFieldError(name)
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required}>
      <Flex align="center" gap="3" width="full">
        <NativeSelect.Root flex="1" size={FIELD_SIZE}>
          <NativeSelect.Field {...register(name)} bg="white">
            {emptyOption !== undefined && <option value="">{emptyOption}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {preview && value ? (
          <Box aria-hidden="true" fontSize="xl" color="brand.700" flexShrink={0}>
            {preview(value)}
          </Box>
        ) : null}
      </Flex>
    </FieldFrame>
  )
}

export function SwitchField({
  name,
  label,
  helper,
}: {
  name: string
  label: string
  helper?: ReactNode
}) {
  const { control } = useFormContext()
  const error = useFieldError(name)
  return (
    <Field.Root invalid={error !== undefined}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch.Root
            name={field.name}
            checked={field.value === true}
            onCheckedChange={({ checked }) => field.onChange(checked)}
            colorPalette="brand"
            minH="6"
          >
            <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Switch.Control />
            <Switch.Label fontWeight="medium">{label}</Switch.Label>
          </Switch.Root>
        )}
      />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
