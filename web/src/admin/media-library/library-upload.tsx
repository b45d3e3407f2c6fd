import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Progress } from '@chakra-ui/react/progress'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useEffect, useId, useRef, useState } from 'react'
import { useDropzone } from 'react-dropzone'
import { FaCheckCircle, FaUpload } from 'react-icons/fa'
import {
  acceptOf,
  fileSizeText,
  kindOfFile,
  libraryFileProblem,
  MEDIA_KIND_NAMES,
  MEDIA_KINDS,
  type MediaKind,
  storedTypeOf,
} from '../media/media-rules.ts'
import { ImageDecodeError, UploadError } from '../media/upload-errors.ts'
import { type MediaBucket, useRefreshLibrary } from './library-queries.ts'
import { BUCKET_LABELS } from './media-browser.tsx'

export const UPLOAD_TEXTS = {
  hint: `Arrastra aquí imágenes (${MEDIA_KINDS.image.description}), audios (${MEDIA_KINDS.audio.description}) o documentos (${MEDIA_KINDS.document.description}), varios a la vez, o elígelos con «Subir archivos».`,
  dropHere: 'Suelta los archivos para subirlos a la biblioteca.',
  waiting: 'En espera...',
  preparing: 'Preparando la imagen...',
  uploaded: 'Subido',
} as const

/** Every type any kind takes, for the file chooser. */
function acceptOfLibrary(): Record<string, string[]> {
  const accept: Record<string, string[]> = {}
  for (const kind of MEDIA_KIND_NAMES) {
    for (const [type, extensions] of Object.entries(acceptOf(kind))) {
      accept[type] = [...(accept[type] ?? []), ...extensions]
    }
  }
  return accept
}

type Upload = {
  id: number
  name: string
  bytes: number
  kind: MediaKind | undefined
} & (
  | { phase: 'waiting' | 'preparing' | 'done' }
  | { phase: 'uploading'; share: number }
  | { phase: 'refused'; message: string }
)

function UploadRow({ upload, onShow }: { upload: Upload; onShow: (bucket: MediaBucket) => void }) {
  const bucket = upload.kind ? MEDIA_KINDS[upload.kind].bucket : undefined
  return (
    <Stack as="li" gap="1" fontSize="sm" listStyleType="none">
      <Text wordBreak="break-word">
        <Text as="span" fontWeight="medium">
          {upload.name}
        </Text>{' '}
        · {fileSizeText(upload.bytes)}
        {bucket && ` · ${BUCKET_LABELS[bucket]}`}
      </Text>
      {upload.phase === 'waiting' && <Text color="gray.700">{UPLOAD_TEXTS.waiting}</Text>}
      {upload.phase === 'preparing' && <Text color="gray.700">{UPLOAD_TEXTS.preparing}</Text>}
      {upload.phase === 'uploading' && (
        <Progress.Root
          value={Math.round(upload.share * 100)}
          max={100}
          size="sm"
          colorPalette="brand"
        >
          <HStack justify="space-between" mb="1">
            <Progress.Label fontSize="sm">Subiendo {upload.name}</Progress.Label>
            <Progress.ValueText fontSize="sm" fontVariantNumeric="tabular-nums" />
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {upload.phase === 'done' && bucket && (
        <HStack gap="2" wrap="wrap" color="green.700" fontWeight="medium">
          <FaCheckCircle aria-hidden="true" />
          <Text>{UPLOAD_TEXTS.uploaded}</Text>
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onShow(bucket)}>
            Ver en {BUCKET_LABELS[bucket]}
          </Button>
        </HStack>
      )}
      {upload.phase === 'refused' && (
        <Text role="alert" color="red.700" fontWeight="medium">
          {upload.message}
        </Text>
      )}
    </Stack>
  )
}

/**
 * New files straight into the library: dropped on the box or chosen with «Subir archivos»
 * (several at once, any kind mixed). Each is checked here as the forms check theirs, sent by the
 * forms' own uploader (a picture becomes WebP with its 800 px copy) one after the other with its
 * own progress, and the list is read again after each, so it appears without a reload.
 */
export function LibraryUpload({ onShow }: { onShow: (bucket: MediaBucket) => void }) {
  const [uploads, setUploads] = useState<Upload[]>([])
  const queue = useRef(Promise.resolve())
  const nextId = useRef(0)
  // Made when the box is drawn, not once for good: React may take a component away and draw it
  // again (StrictMode does in development), and uploads added after that must still go.
  const unmounted = useRef<AbortController>(undefined)
  const refreshLibrary = useRefreshLibrary()
  const hintId = useId()

  useEffect(() => {
    const controller = new AbortController()
    unmounted.current = controller
    return () => controller.abort()
  }, [])

  const update = (id: number, change: Partial<Upload>) =>
    setUploads((all) =>
      all.map((each) => (each.id === id ? ({ ...each, ...change } as Upload) : each)),
    )

  const send = async (upload: Upload, file: File) => {
    const signal = unmounted.current?.signal
    const kind = upload.kind
    const storedType = kind && storedTypeOf(kind, file)
    if (!kind || !storedType || !signal || signal.aborted) return
    update(upload.id, { phase: kind === 'image' ? 'preparing' : 'uploading', share: 0 })
    try {
      const { planUpload, runUpload } = await import('../media/media-upload.ts')
      const plan = await planUpload(kind, file, storedType)
      update(upload.id, { phase: 'uploading', share: 0 })
      await runUpload(plan, (share) => update(upload.id, { phase: 'uploading', share }), signal)
      update(upload.id, { phase: 'done' })
      void refreshLibrary()
    } catch (failure) {
      if (failure instanceof UploadError && failure.aborted) return
      const message =
        failure instanceof ImageDecodeError
          ? failure.message
          : failure instanceof UploadError && failure.serverText
            ? `${MEDIA_KINDS[kind].uploadErrorMessage} (${failure.serverText})`
            : MEDIA_KINDS[kind].uploadErrorMessage
      update(upload.id, { phase: 'refused', message })
    }
  }

  const add = (files: readonly File[]) => {
    const added = files.map((file): Upload => {
      const id = nextId.current++
      const base = { id, name: file.name, bytes: file.size, kind: kindOfFile(file) }
      const problem = libraryFileProblem(file)
      return problem
        ? { ...base, phase: 'refused', message: problem }
        : { ...base, phase: 'waiting' }
    })
    // The finished rows of an earlier batch go; the ones still on their way stay.
    setUploads((all) => [...all.filter((each) => each.phase !== 'done'), ...added])
    added.forEach((upload, index) => {
      if (upload.phase !== 'waiting') return
      queue.current = queue.current.then(() => send(upload, files[index]))
    })
  }

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: acceptOfLibrary(),
    multiple: true,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejected) => add([...accepted, ...rejected.map((each) => each.file)]),
  })

  return (
    <Box
      {...getRootProps()}
      data-library-upload
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={isDragActive ? 'brand.600' : 'gray.300'}
      bg={isDragActive ? 'brand.50' : 'white'}
      borderRadius="lg"
      p="4"
    >
      <input {...getInputProps()} aria-label="Archivos para subir a la biblioteca" />
      <Stack gap="3">
        <Text id={hintId} fontSize="sm" color="gray.700">
          {isDragActive ? UPLOAD_TEXTS.dropHere : UPLOAD_TEXTS.hint}
        </Text>
        <Button
          size="sm"
          colorPalette="brand"
          alignSelf="start"
          onClick={open}
          aria-describedby={hintId}
        >
          <FaUpload aria-hidden="true" />
          Subir archivos
        </Button>
        {uploads.length > 0 && (
          <Stack as="ul" gap="3" aria-live="polite" aria-label="Archivos subidos">
            {uploads.map((upload) => (
              <UploadRow key={upload.id} upload={upload} onShow={onShow} />
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  )
}
