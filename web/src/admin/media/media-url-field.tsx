import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Flex } from '@chakra-ui/react/flex'
import { Input } from '@chakra-ui/react/input'
import { Progress } from '@chakra-ui/react/progress'
import { Spinner } from '@chakra-ui/react/spinner'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { lazy, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useDropzone } from 'react-dropzone'
import { useFormContext, useWatch } from 'react-hook-form'
import { FaCheckCircle, FaFolderOpen, FaImages } from 'react-icons/fa'
import { toaster } from '../../components/ui/toast-store.ts'
import { FIELD_SIZE, FieldFrame, useFieldError } from '../forms/fields.tsx'
import { useDeferredFirstArrival } from '../frame/deferred-first-arrival.ts'
import { OpenedOnce } from '../frame/lazy-dialog.tsx'
import type { AudioInfo } from './audio-info.ts'
import {
  acceptOf,
  fileProblem,
  fileSizeText,
  MEDIA_KINDS,
  type MediaKind,
  storedTypeOf,
  UPLOADING_TEXT,
} from './media-rules.ts'
import type { FileFacts, UploadPlan } from './media-upload.ts'
import {
  PictureDescriptionBox,
  usePictureDescription,
  useUndescribedAtSave,
} from './picture-description.tsx'
import { ImageDecodeError, UploadError } from './upload-errors.ts'

// The library's chooser (its browser, cards, motion) loads when the owner first opens it.
const MediaPicker = lazy(() =>
  import('../media-library/media-picker.tsx').then((module) => ({ default: module.MediaPicker })),
)

export type { MediaKind }

export interface MediaUrlFieldProps {
  /** The form field holding the address (`imageUrl`, `coverUrl`, `backgroundUrl`...). */
  name: string
  label: string
  kind: MediaKind
  placeholder?: string
  helper?: ReactNode
  required?: boolean
  /** Told the length ('m:ss') and title of an audio file as soon as it is chosen. */
  onAudioInfo?: (info: AudioInfo) => void
  /**
   * A picture drawn as a section's background, behind its words: no reader hears a background,
   * so this use asks for no description and warns of none.
   */
  asBackground?: boolean
}

const DEFAULT_PLACEHOLDERS: Record<MediaKind, string> = {
  image: '/uploads/imagen.webp o https://...',
  audio: '/uploads/pista.mp3 o https://...',
  document: '/libros/descargar/libro.pdf o https://...',
}

/** What the field takes, said above its buttons. */
const HINTS: Record<MediaKind, string> = {
  image: `Arrastra una imagen aquí o elige un archivo (${MEDIA_KINDS.image.description}). Se guarda en WebP, de 1600 px de ancho como máximo.`,
  audio: `Arrastra un archivo de audio aquí o elige uno (${MEDIA_KINDS.audio.description}).`,
  document: `Arrastra un documento aquí o elige uno (${MEDIA_KINDS.document.description}).`,
}

/** The choosers on a phone: side by side on one row, without their icons, sharing its width. */
const CHOOSER_BUTTONS = {
  '& > button': { flex: { base: '1 1 auto', md: '0 0 auto' } },
  '& > button > svg': { display: { base: 'none', md: 'inline' } },
} as const

const UPLOADED_TEXT = 'Archivo subido'
const PREPARING_TEXT = 'Preparando la imagen...'
const WAIT_FOR_UPLOAD_TEXT = 'Espera a que termine la subida del archivo para guardar.'

type UploadState =
  | { phase: 'idle' }
  | { phase: 'refused'; message: string }
  | { phase: 'preparing'; facts: FileFacts }
  | { phase: 'uploading'; facts: FileFacts; share: number }
  | { phase: 'done'; facts: FileFacts; url: string }
  | { phase: 'failed'; facts: FileFacts; message: string; detail?: string }

function failureOf(kind: MediaKind, serverText: string | undefined) {
  if (kind === 'audio') {
    const base = MEDIA_KINDS.audio.uploadErrorMessage
    return { message: serverText ? `${base}: ${serverText}` : base }
  }
  return { message: MEDIA_KINDS[kind].uploadErrorMessage, detail: serverText }
}

function isShownAddress(value: unknown): value is string {
  return typeof value === 'string' && /^(https?:\/\/|\/)\S+$/.test(value.trim())
}

function ImagePreview({ src, label }: { src: string; label: string }) {
  const [broken, setBroken] = useState(false)
  if (broken) {
    return (
      <Flex
        w="24"
        h="18"
        flexShrink={0}
        align="center"
        justify="center"
        bg="gray.100"
        color="gray.700"
        fontSize="xs"
        textAlign="center"
        borderRadius="md"
      >
        Sin vista previa
      </Flex>
    )
  }
  return (
    <Box flexShrink={0} borderRadius="md" overflow="hidden" borderWidth="1px" bg="gray.100">
      <img
        src={src}
        alt={`Vista previa: ${label}`}
        width={96}
        height={72}
        style={{ width: 96, height: 72, objectFit: 'cover', display: 'block' }}
        onError={() => setBroken(true)}
      />
    </Box>
  )
}

function FileLine({ facts }: { facts: FileFacts }) {
  return (
    <Text fontSize="sm" color="gray.700" wordBreak="break-word">
      <Text as="span" fontWeight="medium">
        {facts.name}
      </Text>{' '}
      · {fileSizeText(facts.originalBytes)}
      {facts.convertedWidth !== undefined &&
        ` → WebP de ${facts.convertedWidth} px · ${fileSizeText(facts.storedBytes)}`}
    </Text>
  )
}

/**
 * An image or audio address in a form. The owner drops a file on the field or chooses one with
 * 'Elegir archivo', or picks one already stored with 'Elegir de la biblioteca'; a new one is checked here (type, size), a picture is converted to WebP (at most
 * 1600 px wide, plus an 800 px copy), and the file goes straight to Storage with a progress bar.
 * Its public address is then written into `name`, where it can also be typed by hand.
 */
export function MediaUrlField({
  name,
  label,
  kind,
  placeholder,
  helper,
  required,
  onAudioInfo,
  asBackground = false,
}: MediaUrlFieldProps) {
  const { register, setValue, control } = useFormContext()
  const value = useWatch({ control, name }) as unknown
  const error = useFieldError(name)
  const [state, setState] = useState<UploadState>({ phase: 'idle' })
  const [heldSubmit, setHeldSubmit] = useState(false)
  const [picking, setPicking] = useState(false)
  const running = useRef<AbortController | null>(null)
  const inputRef = useRef<HTMLInputElement | null>(null)
  const audioInfo = useRef(onAudioInfo)
  audioInfo.current = onAudioInfo
  const hintId = useId()
  const registration = register(name)
  const busy = state.phase === 'preparing' || state.phase === 'uploading'
  const shown = isShownAddress(value) ? value.trim() : undefined
  const describable = kind === 'image' && !asBackground
  const described = usePictureDescription(describable ? shown : undefined)
  // Arriving after the form is drawn, the box was a task of its own, a phone's longest but one.
  const savedDescription = useDeferredFirstArrival(described.data)
  const undescribed = describable && !!shown && described.data?.description === null
  const warnedAt = useUndescribedAtSave(undescribed && shown ? [shown] : [])

  useEffect(() => () => running.current?.abort(), [])

  // Once the form holds another address (reset after a save, typed by hand), the upload note goes.
  useEffect(() => {
    if (state.phase === 'done' && value !== state.url) setState({ phase: 'idle' })
  }, [state, value])

  // Saving mid-upload would store the old address: the form's submit waits for the file.
  useEffect(() => {
    const form = inputRef.current?.form
    if (!busy || !form) return
    const hold = (event: Event) => {
      event.preventDefault()
      event.stopPropagation()
      setHeldSubmit(true)
    }
    form.addEventListener('submit', hold)
    return () => form.removeEventListener('submit', hold)
  }, [busy])

  const upload = async (file: File) => {
    running.current?.abort()
    setHeldSubmit(false)
    const problem = fileProblem(kind, file)
    const storedType = storedTypeOf(kind, file)
    if (problem || !storedType) {
      setState({ phase: 'refused', message: problem ?? MEDIA_KINDS[kind].wrongTypeMessage })
      return
    }
    const controller = new AbortController()
    running.current = controller
    const facts: FileFacts = { name: file.name, originalBytes: file.size, storedBytes: file.size }
    if (kind === 'audio') {
      import('./audio-info.ts')
        .then(({ readAudioInfo }) => readAudioInfo(file))
        .then((info) => {
          if (!controller.signal.aborted) audioInfo.current?.(info)
        })
        .catch(() => {})
    }
    setState(
      kind === 'image' ? { phase: 'preparing', facts } : { phase: 'uploading', facts, share: 0 },
    )
    let machinery: typeof import('./media-upload.ts')
    try {
      machinery = await import('./media-upload.ts')
    } catch {
      const message = MEDIA_KINDS[kind].uploadErrorMessage
      if (!controller.signal.aborted) setState({ phase: 'failed', facts, message })
      return
    }
    const { planUpload, runUpload } = machinery
    let plan: UploadPlan
    try {
      plan = await planUpload(kind, file, storedType)
    } catch (failure) {
      const message =
        failure instanceof ImageDecodeError ? failure.message : MEDIA_KINDS[kind].wrongTypeMessage
      if (!controller.signal.aborted) setState({ phase: 'refused', message })
      return
    }
    if (controller.signal.aborted) return
    setState({ phase: 'uploading', facts: plan.facts, share: 0 })
    try {
      await runUpload(
        plan,
        (share) => setState({ phase: 'uploading', facts: plan.facts, share }),
        controller.signal,
      )
    } catch (failure) {
      if (failure instanceof UploadError && failure.aborted) {
        if (running.current === controller) setState({ phase: 'idle' })
        return
      }
      const serverText = failure instanceof UploadError ? failure.serverText : undefined
      const { message, detail } = failureOf(kind, serverText)
      setState({ phase: 'failed', facts: plan.facts, message, detail })
      toaster.create({ type: 'error', title: 'Error', description: message })
      return
    } finally {
      if (running.current === controller) running.current = null
    }
    setValue(name, plan.url, { shouldDirty: true, shouldValidate: true })
    setHeldSubmit(false)
    setState({ phase: 'done', facts: plan.facts, url: plan.url })
    if (kind === 'image') toaster.create({ type: 'success', title: 'Imagen subida exitosamente' })
  }

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: acceptOf(kind),
    multiple: false,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejected) => {
      const file = accepted[0] ?? rejected[0]?.file
      if (file) void upload(file)
    },
  })

  const rules = MEDIA_KINDS[kind]
  const percent = state.phase === 'uploading' ? Math.round(state.share * 100) : 0

  return (
    <FieldFrame
      label={label}
      error={error}
      required={required}
      helper={helper ?? 'O escribe una ruta: /uploads/... o https://...'}
    >
      <Stack gap={{ base: '2', md: '3' }} width="full">
        <Box
          {...getRootProps()}
          data-media-field={name}
          // On a phone files are not dragged: no drop zone drawn, no words about dropping.
          borderWidth={{ base: '0', md: '2px' }}
          borderStyle="dashed"
          borderColor={isDragActive ? 'brand.600' : 'gray.300'}
          bg={isDragActive ? 'brand.50' : 'white'}
          borderRadius="lg"
          p={{ base: '0', md: '4' }}
          transition="background-color 0.15s, border-color 0.15s"
        >
          <input {...getInputProps()} aria-label={`Archivo para ${label}`} />
          <Flex
            gap={{ base: '3', md: '4' }}
            align={{ base: 'stretch', sm: 'center' }}
            direction={{ base: 'column', sm: 'row' }}
          >
            {kind === 'image' && shown && <ImagePreview key={shown} src={shown} label={label} />}
            <Stack gap="2" flex="1" minW="0">
              <Text id={hintId} fontSize="sm" color="gray.700" hideBelow="md">
                {isDragActive ? 'Suelta el archivo aquí.' : HINTS[kind]}
              </Text>
              <HStack gap="2" wrap="wrap" css={CHOOSER_BUTTONS}>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  onClick={open}
                  aria-describedby={hintId}
                  disabled={busy}
                >
                  <FaFolderOpen aria-hidden="true" />
                  Elegir archivo
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  onClick={() => setPicking(true)}
                  disabled={busy}
                >
                  <FaImages aria-hidden="true" />
                  Elegir de la biblioteca
                </Button>
                {busy && (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    onClick={() => running.current?.abort()}
                  >
                    Cancelar subida
                  </Button>
                )}
              </HStack>
            </Stack>
          </Flex>
          {kind === 'audio' && shown && (
            // biome-ignore lint/a11y/useMediaCaption: the owner's own recordings, heard to check them
            <audio
              key={shown}
              controls
              preload="metadata"
              src={shown}
              aria-label={`Escuchar: ${label}`}
              style={{ width: '100%', marginTop: '12px' }}
            />
          )}
          <Box aria-live="polite" mt={state.phase === 'idle' ? '0' : '3'}>
            {state.phase === 'preparing' && (
              <Stack gap="1">
                <FileLine facts={state.facts} />
                <HStack gap="2" fontSize="sm">
                  <Spinner size="xs" color="brand.700" />
                  <Text>{PREPARING_TEXT}</Text>
                </HStack>
              </Stack>
            )}
            {state.phase === 'uploading' && (
              <Stack gap="2">
                <FileLine facts={state.facts} />
                <Progress.Root value={percent} max={100} size="sm" colorPalette="brand">
                  <HStack justify="space-between" mb="1">
                    <Progress.Label fontSize="sm">{UPLOADING_TEXT}</Progress.Label>
                    <Text fontSize="sm" fontVariantNumeric="tabular-nums">
                      {percent} %
                    </Text>
                  </HStack>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Stack>
            )}
            {state.phase === 'done' && (
              <Stack gap="1">
                <FileLine facts={state.facts} />
                <HStack gap="2" color="green.700" fontSize="sm" fontWeight="medium">
                  <FaCheckCircle aria-hidden="true" />
                  <Text>{UPLOADED_TEXT}</Text>
                </HStack>
              </Stack>
            )}
          </Box>
          {(state.phase === 'refused' || state.phase === 'failed' || heldSubmit) && (
            <Box role="alert" mt="3" color="red.700" fontSize="sm">
              {state.phase === 'failed' && <FileLine facts={state.facts} />}
              {state.phase === 'refused' || state.phase === 'failed' ? (
                <Text fontWeight="medium">{state.message}</Text>
              ) : null}
              {state.phase === 'failed' && state.detail && <Text>{state.detail}</Text>}
              {heldSubmit && busy && <Text fontWeight="medium">{WAIT_FOR_UPLOAD_TEXT}</Text>}
            </Box>
          )}
        </Box>
        {describable && shown && savedDescription && (
          <PictureDescriptionBox
            address={shown}
            saved={savedDescription}
            warned={warnedAt.includes(shown)}
          />
        )}
        <OpenedOnce open={picking}>
          <MediaPicker
            open={picking}
            bucket={rules.bucket}
            fieldLabel={label}
            onClose={() => setPicking(false)}
            onPick={(url) => {
              setPicking(false)
              setState({ phase: 'idle' })
              setValue(name, url, { shouldDirty: true, shouldValidate: true })
            }}
          />
        </OpenedOnce>
        <Input
          {...registration}
          ref={(element) => {
            registration.ref(element)
            inputRef.current = element
          }}
          size={FIELD_SIZE}
          type="text"
          placeholder={placeholder ?? DEFAULT_PLACEHOLDERS[kind]}
          autoComplete="off"
          bg="white"
        />
      </Stack>
    </FieldFrame>
  )
}
