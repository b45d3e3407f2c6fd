import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Center } from '@chakra-ui/react/center'
import { Field } from '@chakra-ui/react/field'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { Input } from '@chakra-ui/react/input'
import { Link } from '@chakra-ui/react/link'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Slider } from '@chakra-ui/react/slider'
import { Spinner } from '@chakra-ui/react/spinner'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, useForm, useFormContext, useWatch } from 'react-hook-form'
import type * as v from 'valibot'
import { isMediaUrl } from '../../../../edge-functions/_shared/links.ts'
import {
  type CarouselBackground,
  carouselCreateSchema,
  carouselDefaults,
  HERO_POSITIONS,
} from '../../../../edge-functions/_shared/resources/carousel-backgrounds.ts'
import { versionsPathOf } from '../../../../edge-functions/_shared/versions.ts'
import { toaster } from '../../components/ui/toast-store.ts'
import { apiGet, apiRequest } from '../../lib/api.ts'
import type { FormValues } from '../editor/content-type.ts'
import { VersionHistory } from '../editor/version-history.tsx'
import { FieldFrame, TextField, useFieldError } from '../forms/fields.tsx'
import { ConflictAlert, FormFrame, ServerErrorAlert } from '../forms/form-frame.tsx'
import {
  isConflict,
  serverFieldErrors,
  serverMessageOf,
  toastSaveFailure,
} from '../forms/save-errors.ts'
import { AdminLink } from '../frame/admin-link.tsx'
import { useConfirmLeave, useUnsavedChanges } from '../frame/unsaved-changes.tsx'
import { MediaUrlField } from '../media/media-url-field.tsx'
import { BACKGROUND_SECTIONS } from './background-sections.ts'

const BACKGROUNDS_PATH = '/api/carousel-backgrounds'

export interface Slot {
  section: string
  position: number
}

/** Choosing a section: hero starts again at position 1; the others only have position 1. */
export function chooseSection(section: string): Slot {
  return { section, position: 1 }
}

/** `/api/carousel-backgrounds/{section}`, with `?position=` for hero only. */
export function backgroundPath(slot: Slot): string {
  const base = `${BACKGROUNDS_PATH}/${slot.section}`
  return slot.section === 'hero' ? `${base}?position=${slot.position}` : base
}

/** The saved background of a slot; any failure (404 included) reads as "none yet" (spec). */
function backgroundQuery(slot: Slot) {
  return queryOptions<CarouselBackground | null>({
    queryKey: [backgroundPath(slot), 'admin'],
    queryFn: () => apiGet<CarouselBackground>(backgroundPath(slot)).catch(() => null),
    retry: false,
    refetchInterval: false,
    refetchOnWindowFocus: false,
  })
}

const SAVE_FAILED = 'Error al guardar'
const HERO_POSITION_NUMBERS = Array.from({ length: HERO_POSITIONS }, (_, index) => index + 1)

/** The hero's pictures are set in one place, its content items: its positions have none. */
export function offersPicture(slot: Slot): boolean {
  return slot.section !== 'hero'
}

export const HERO_CONTENT_EDITOR = '/admin/content-editor?type=hero'

function formValuesOf(slot: Slot, saved: CarouselBackground | null): FormValues {
  return {
    section: slot.section,
    position: slot.position,
    backgroundUrl: offersPicture(slot) ? (saved?.backgroundUrl ?? '') : '',
    backgroundColor: saved?.backgroundColor ?? carouselDefaults.backgroundColor,
    opacity: saved?.opacity ?? carouselDefaults.opacity,
    title: saved?.title ?? '',
    subtitle: saved?.subtitle ?? '',
  }
}

function ColorField() {
  const { register, control, setValue } = useFormContext()
  const color = useWatch({ control, name: 'backgroundColor' }) as string
  const error = useFieldError('backgroundColor')
  const swatch = /^#[0-9a-f]{6}$/i.test(color ?? '') ? color : '#ffffff'
  return (
    <FieldFrame label="Color de fondo" error={error} helper="Un color CSS, p. ej. #ffffff">
      <Flex gap="3" align="center" width="full">
        <Box
          asChild
          width="12"
          height="10"
          p="1"
          borderWidth="1px"
          borderRadius="md"
          bg="white"
          cursor="pointer"
          flexShrink={0}
        >
          <input
            type="color"
            aria-label="Elegir el color de fondo"
            value={swatch}
            onChange={(event) =>
              setValue('backgroundColor', event.target.value, {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
          />
        </Box>
        <Input {...register('backgroundColor')} bg="white" flex="1" />
      </Flex>
    </FieldFrame>
  )
}

function OpacityField() {
  const { control } = useFormContext()
  const error = useFieldError('opacity')
  return (
    <Controller
      control={control}
      name="opacity"
      render={({ field }) => (
        <Field.Root invalid={error !== undefined}>
          <Slider.Root
            width="full"
            min={0}
            max={100}
            step={1}
            value={[Number(field.value) || 0]}
            onValueChange={(details) => field.onChange(details.value[0])}
            colorPalette="brand"
          >
            <Flex justify="space-between">
              <Slider.Label>Opacidad de la imagen</Slider.Label>
              <Slider.ValueText>{`${Number(field.value) || 0} %`}</Slider.ValueText>
            </Flex>
            <Slider.Control>
              <Slider.Track>
                <Slider.Range />
              </Slider.Track>
              <Slider.Thumbs />
            </Slider.Control>
          </Slider.Root>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )}
    />
  )
}

/** What the section will look like: the colour, the image at its opacity, the texts. */
function Preview() {
  const { control } = useFormContext()
  const [url, color, opacity, title, subtitle] = useWatch({
    control,
    name: ['backgroundUrl', 'backgroundColor', 'opacity', 'title', 'subtitle'],
  }) as [string, string, number, string, string]
  const [failedUrl, setFailedUrl] = useState<string>()
  const trimmed = (url ?? '').trim()
  const showImage = trimmed !== '' && isMediaUrl(trimmed) && failedUrl !== trimmed
  return (
    <Stack gap="2">
      <Text fontWeight="medium">Vista previa</Text>
      <Box
        position="relative"
        height="48"
        borderRadius="md"
        borderWidth="1px"
        overflow="hidden"
        style={{ backgroundColor: color }}
      >
        {showImage ? (
          <img
            src={trimmed}
            alt=""
            onError={() => setFailedUrl(trimmed)}
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              opacity: (Number(opacity) || 0) / 100,
            }}
          />
        ) : (
          <Center position="absolute" inset="0" color="gray.600" fontSize="sm">
            Sin vista previa
          </Center>
        )}
        {(title || subtitle) && (
          <Stack
            position="absolute"
            insetX="0"
            bottom="0"
            p="3"
            bg="blackAlpha.600"
            color="white"
            gap="0"
          >
            {title && <Text fontWeight="semibold">{title}</Text>}
            {subtitle && <Text fontSize="sm">{subtitle}</Text>}
          </Stack>
        )}
      </Box>
    </Stack>
  )
}

/** Where the hero's pictures are chosen instead, with a way there that asks before leaving. */
function HeroPictureNote() {
  const confirmLeave = useConfirmLeave()
  return (
    <Box borderWidth="1px" borderRadius="md" bg="gray.50" p="4">
      <Text fontWeight="medium">Imagen de la diapositiva</Text>
      <Text color="gray.700" mt="1">
        Las imágenes del carrusel se eligen en cada diapositiva, en{' '}
        <Link asChild color="brand.800" textDecoration="underline" fontWeight="medium">
          <AdminLink
            to={HERO_CONTENT_EDITOR}
            onClick={(event) => {
              if (!confirmLeave()) event.preventDefault()
            }}
          >
            Contenido del Hero
          </AdminLink>
        </Link>
        . Aquí se ajustan el color que se ve mientras carga, la opacidad de la imagen y el texto de
        una posición sin diapositiva.
      </Text>
    </Box>
  )
}

type Conflict = 'none' | 'stale' | 'reloaded'

const LABELS = {
  backgroundUrl: 'Imagen de fondo',
  backgroundColor: 'Color de fondo',
  opacity: 'Opacidad',
  title: 'Título',
  subtitle: 'Subtítulo',
  position: 'Posición',
  section: 'Sección',
} as const

export function BackgroundForm({
  slot,
  saved: initial,
}: {
  slot: Slot
  saved: CarouselBackground | null
}) {
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState(initial)
  const [saving, setSaving] = useState(false)
  const [conflict, setConflict] = useState<Conflict>('none')
  const [serverError, setServerError] = useState<string>()
  const [reloading, setReloading] = useState(false)
  const form = useForm<FormValues>({
    defaultValues: formValuesOf(slot, initial),
    resolver: valibotResolver(
      carouselCreateSchema as unknown as v.GenericSchema<FormValues, FormValues>,
    ),
  })
  useUnsavedChanges(form.formState.isDirty)

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(undefined)
    setSaving(true)
    try {
      const body = { ...values, section: slot.section, position: slot.position }
      const stored = saved
        ? await apiRequest<CarouselBackground>('PUT', backgroundPath(slot), {
            ...body,
            updatedAt: saved.updatedAt,
          })
        : await apiRequest<CarouselBackground>('POST', BACKGROUNDS_PATH, body)
      setSaved(stored)
      setConflict('none')
      queryClient.setQueryData(backgroundQuery(slot).queryKey, stored)
      await queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(BACKGROUNDS_PATH),
      })
      form.reset(formValuesOf(slot, stored))
      toaster.create({
        type: 'success',
        title: 'Cambios guardados',
        description: 'El fondo de la sección se ha guardado.',
      })
    } catch (error) {
      const message = serverMessageOf(error) ?? (error instanceof Error ? error.message : '')
      toastSaveFailure(error, { title: SAVE_FAILED, description: message })
      if (isConflict(error)) {
        setConflict('stale')
        return
      }
      const fieldErrors = Object.entries(serverFieldErrors(error))
      for (const [field, fieldMessage] of fieldErrors) {
        form.setError(field, { type: 'server', message: fieldMessage })
      }
      if (fieldErrors.length === 0) setServerError(serverMessageOf(error))
    } finally {
      setSaving(false)
    }
  })

  const reload = async (keepTyped: boolean) => {
    setReloading(true)
    try {
      const current = await queryClient.fetchQuery({ ...backgroundQuery(slot), staleTime: 0 })
      setSaved(current)
      if (keepTyped) setConflict('reloaded')
      else {
        form.reset(formValuesOf(slot, current))
        setConflict('none')
      }
    } finally {
      setReloading(false)
    }
  }

  return (
    <FormFrame
      form={form}
      onSubmit={onSubmit}
      saving={saving}
      submitLabel={saved ? 'Guardar cambios' : 'Crear fondo'}
      labels={LABELS}
      notice={
        <>
          {!saved && (
            <Text color="gray.700">Esta sección aún no tiene fondo: al guardar se creará.</Text>
          )}
          {conflict !== 'none' && (
            <ConflictAlert
              state={conflict}
              busy={reloading}
              onReload={() => void reload(true)}
              onDiscard={() => void reload(false)}
            />
          )}
          {serverError && conflict === 'none' && <ServerErrorAlert message={serverError} />}
          {saved && (
            <VersionHistory
              paths={[versionsPathOf('carousel-backgrounds', saved.id)]}
              labels={LABELS}
              listPaths={[BACKGROUNDS_PATH]}
              dirty={form.formState.isDirty}
              onRestored={(restored) => {
                const background = restored as unknown as CarouselBackground
                setSaved(background)
                setConflict('none')
                queryClient.setQueryData(backgroundQuery(slot).queryKey, background)
                form.reset(formValuesOf(slot, background))
              }}
            />
          )}
        </>
      }
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Stack gap="5">
          {offersPicture(slot) ? (
            <MediaUrlField
              name="backgroundUrl"
              label={LABELS.backgroundUrl}
              kind="image"
              asBackground
              placeholder="/uploads/fondo.webp o https://..."
            />
          ) : (
            <HeroPictureNote />
          )}
          <ColorField />
          <OpacityField />
          <TextField name="title" label={LABELS.title} />
          <TextField name="subtitle" label={LABELS.subtitle} rows={2} />
        </Stack>
        <Preview />
      </SimpleGrid>
    </FormFrame>
  )
}

export function BackgroundsEditor() {
  const [slot, setSlot] = useState<Slot>(chooseSection('hero'))
  const confirmLeave = useConfirmLeave()
  const query = useQuery(backgroundQuery(slot))
  const change = (next: Slot) => {
    if (confirmLeave()) setSlot(next)
  }
  return (
    <Stack gap="6">
      <Card.Root variant="outline" bg="white">
        <Card.Body>
          <Heading as="h2" size="md" mb="4">
            Sección
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <Field.Root>
              <Field.Label>Sección de la página</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  bg="white"
                  value={slot.section}
                  onChange={(event) => change(chooseSection(event.target.value))}
                >
                  {BACKGROUND_SECTIONS.map((section) => (
                    <option key={section.value} value={section.value}>
                      {section.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {slot.section === 'hero' && (
              <Field.Root>
                <Field.Label>Posición en el carrusel</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    bg="white"
                    value={String(slot.position)}
                    onChange={(event) =>
                      change({ section: 'hero', position: Number(event.target.value) })
                    }
                  >
                    {HERO_POSITION_NUMBERS.map((position) => (
                      <option key={position} value={position}>
                        Diapositiva {position}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            )}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      {query.isPending ? (
        <Center py="10">
          <Spinner size="lg" color="brand.700" aria-label="Cargando el fondo" />
        </Center>
      ) : (
        <BackgroundForm key={backgroundPath(slot)} slot={slot} saved={query.data ?? null} />
      )}
    </Stack>
  )
}
