import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Progress } from '@chakra-ui/react/progress'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { lazy, Suspense, useState } from 'react'
import { useDropzone } from 'react-dropzone'
import { FaExchangeAlt, FaFont, FaTrash } from 'react-icons/fa'
import type { MediaUse } from '../../../../edge-functions/_shared/media.ts'
import { toaster } from '../../components/ui/toast-store.ts'
import { HttpError } from '../../lib/api.ts'
import { DeleteDialog } from '../editor/delete-dialog.tsx'
import { LIST_TEXTS } from '../editor/messages.ts'
import { serverMessageOf } from '../forms/save-errors.ts'
import {
  acceptOf,
  fileProblem,
  fileSizeText,
  MEDIA_KINDS,
  type MediaKind,
  storedTypeOf,
  UPLOADING_TEXT,
} from '../media/media-rules.ts'
import { toastDeleted } from '../trash/trash-queries.ts'
import {
  fileUrl,
  type LibraryFilter,
  type MediaBucket,
  type MediaFile,
  type MediaPage,
  nameOfFile,
  useDeleteFile,
  useDeleteUnused,
  useReplaceFile,
} from './library-queries.ts'
import { LibraryUpload } from './library-upload.tsx'
import { MediaBrowser } from './media-browser.tsx'
import { ActionButton, MediaCard } from './media-card.tsx'
import { linkOfUse } from './uses.ts'

/**
 * A picture's «Texto alternativo» box (its field, checkbox, save and Historial) loads when she
 * first opens one: none of the page's cards shows it until she asks.
 */
const PictureDescriptionEditor = lazy(() =>
  import('../media/picture-description.tsx').then((module) => ({
    default: module.PictureDescriptionEditor,
  })),
)

export const LIBRARY_TEXTS = {
  deleteQuestion: '¿Eliminar este archivo?',
  deleteWarning:
    'Esta acción no se puede deshacer. El archivo (y su copia reducida, si la tiene) se eliminará del almacenamiento.',
  inUseTitle: 'El archivo está en uso',
  deleted: 'Archivo eliminado',
  unusedQuestion: '¿Eliminar todos los archivos sin usar?',
  replaced: 'Archivo reemplazado',
} as const

export const KIND_OF_BUCKET: Record<MediaBucket, MediaKind> = {
  images: 'image',
  audio: 'audio',
  documents: 'document',
}

function InUseNote({ uses }: { uses: readonly MediaUse[] }) {
  const text = uses.map((use) => linkOfUse(use).text).join(', ')
  return (
    <p role="alert" data-card-note="">
      No se puede eliminar: se usa en {text}.
    </p>
  )
}

type ReplaceState =
  | { phase: 'idle' }
  | { phase: 'uploading'; share: number }
  | { phase: 'repointing' }
  | { phase: 'refused'; message: string }

/**
 * A file the owner manages: drop a new file on it (or choose one with "Reemplazar") to put the
 * new one everywhere the old one was used; "Eliminar" asks first and is refused while in use.
 */
function ManagedCard({ file }: { file: MediaFile }) {
  const kind = KIND_OF_BUCKET[file.bucket]
  const remove = useDeleteFile()
  const replace = useReplaceFile()
  const [asking, setAsking] = useState(false)
  const [describing, setDescribing] = useState(false)
  const [blockedBy, setBlockedBy] = useState<MediaUse[]>()
  const [state, setState] = useState<ReplaceState>({ phase: 'idle' })
  const busy = state.phase === 'uploading' || state.phase === 'repointing'

  const replaceWith = async (next: File) => {
    const problem = fileProblem(kind, next)
    const storedType = storedTypeOf(kind, next)
    if (problem || !storedType) {
      setState({ phase: 'refused', message: problem ?? MEDIA_KINDS[kind].wrongTypeMessage })
      return
    }
    setState({ phase: 'uploading', share: 0 })
    let uploaded: string
    try {
      const { planUpload, runUpload } = await import('../media/media-upload.ts')
      const plan = await planUpload(kind, next, storedType)
      await runUpload(
        plan,
        (share) => setState({ phase: 'uploading', share }),
        new AbortController().signal,
      )
      uploaded = plan.url
    } catch {
      setState({ phase: 'refused', message: MEDIA_KINDS[kind].uploadErrorMessage })
      return
    }
    setState({ phase: 'repointing' })
    try {
      const { repointed } = await replace.mutateAsync({ from: fileUrl(file), to: uploaded })
      setState({ phase: 'idle' })
      toaster.create({
        type: 'success',
        title: LIBRARY_TEXTS.replaced,
        description: `${repointed} ${repointed === 1 ? 'uso actualizado' : 'usos actualizados'}`,
      })
    } catch (error) {
      setState({
        phase: 'refused',
        message: serverMessageOf(error) ?? 'No se pudo reemplazar el archivo.',
      })
    }
  }

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: acceptOf(kind),
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: busy,
    onDrop: (accepted, rejected) => {
      const next = accepted[0] ?? rejected[0]?.file
      if (next) void replaceWith(next)
    },
  })

  const confirmDelete = () =>
    remove.mutate(file, {
      onSuccess: (answer) => {
        setAsking(false)
        toastDeleted({ title: LIBRARY_TEXTS.deleted }, answer.trashId)
      },
      onError: (error) => {
        setAsking(false)
        if (error instanceof HttpError && error.status === 409) {
          const body = JSON.parse(error.body) as { uses?: MediaUse[] }
          setBlockedBy(body.uses ?? [])
          return
        }
        toaster.create({
          type: 'error',
          title: 'Error',
          description: serverMessageOf(error) ?? 'No se pudo eliminar el archivo.',
        })
      },
    })

  const name = nameOfFile(file)
  return (
    <MediaCard
      file={file}
      highlighted={isDragActive}
      rootProps={getRootProps({ role: 'listitem' })}
      actions={
        <div data-card-actions="">
          <input {...getInputProps()} aria-label={`Archivo nuevo para ${name}`} />
          <div data-action-row="">
            <ActionButton onClick={open} disabled={busy} aria-label={`Reemplazar ${name}`}>
              <FaExchangeAlt aria-hidden="true" />
              Reemplazar
            </ActionButton>
            <ActionButton
              palette="red"
              onClick={() => (file.uses.length > 0 ? setBlockedBy(file.uses) : setAsking(true))}
              disabled={busy}
              aria-label={`Eliminar ${name}`}
            >
              <FaTrash aria-hidden="true" />
              Eliminar
            </ActionButton>
            {file.bucket === 'images' && (
              <ActionButton
                palette="brand"
                solid={file.description === null && !file.decorative}
                aria-expanded={describing}
                onClick={() => setDescribing((open) => !open)}
                aria-label={`Texto alternativo de ${name}`}
              >
                <FaFont aria-hidden="true" />
                Texto alternativo
              </ActionButton>
            )}
          </div>
          {describing && (
            <Suspense fallback={<p role="status">{LIST_TEXTS.loading}</p>}>
              <PictureDescriptionEditor
                address={fileUrl(file)}
                saved={{ description: file.description, decorative: file.decorative }}
                compact
                history
              />
            </Suspense>
          )}
          <div aria-live="polite">
            {state.phase === 'uploading' && (
              <Progress.Root
                value={Math.round(state.share * 100)}
                max={100}
                size="xs"
                colorPalette="brand"
              >
                <Progress.Label fontSize="xs">{UPLOADING_TEXT}</Progress.Label>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            )}
            {state.phase === 'repointing' && <p data-card-facts="">Actualizando los usos...</p>}
          </div>
          {state.phase === 'refused' && (
            <p role="alert" data-card-note="">
              {state.message}
            </p>
          )}
          {blockedBy && <InUseNote uses={blockedBy} />}
          <DeleteDialog
            open={asking}
            deleting={remove.isPending}
            onCancel={() => setAsking(false)}
            onConfirm={confirmDelete}
            title={LIBRARY_TEXTS.deleteQuestion}
            description={`${name}. ${LIBRARY_TEXTS.deleteWarning}`}
          />
        </div>
      }
    />
  )
}

/** The unused files the filter shows (all of them, not only this page), after a question. */
function DeleteUnused({ filter, page }: { filter: LibraryFilter; page: MediaPage }) {
  const { total: count, totalBytes: bytes } = page
  const [asking, setAsking] = useState(false)
  const removeUnused = useDeleteUnused()
  if (count === 0) return null
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        alignSelf="start"
        onClick={() => setAsking(true)}
      >
        <FaTrash aria-hidden="true" />
        Eliminar archivos sin usar ({count} · {fileSizeText(bytes)})
      </Button>
      <DeleteDialog
        open={asking}
        deleting={removeUnused.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          removeUnused.mutate(
            { bucket: filter.bucket, q: filter.search, listedAt: page.listedAt },
            {
              onSuccess: ({ deleted }) => {
                setAsking(false)
                toaster.create({
                  type: 'success',
                  title: `${deleted} ${deleted === 1 ? 'archivo eliminado' : 'archivos eliminados'}`,
                })
              },
              onError: (error) => {
                setAsking(false)
                toaster.create({
                  type: 'error',
                  title: 'Error',
                  description: serverMessageOf(error) ?? 'No se pudieron eliminar los archivos.',
                })
              },
            },
          )
        }
        title={LIBRARY_TEXTS.unusedQuestion}
        description={`${count} ${count === 1 ? 'archivo' : 'archivos'}, ${fileSizeText(bytes)}. Esta acción no se puede deshacer.`}
      />
    </>
  )
}

/** /admin/medios: every picture, recording and document in Storage, where each is used, and their care. */
export function MediaLibrary() {
  const [bucket, setBucket] = useState<MediaBucket>('images')
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Medios
        </Heading>
        <Text color="gray.700">
          Las imágenes, los audios y los documentos PDF subidos, dónde se usa cada uno y los que ya
          no usa nada. Suelta un archivo nuevo sobre uno existente para reemplazarlo en todas
          partes.
        </Text>
      </Stack>
      <LibraryUpload onShow={setBucket} />
      <MediaBrowser
        bucket={bucket}
        onBucketChange={setBucket}
        renderCard={(file) => <ManagedCard file={file} />}
        summary={(page, filter) =>
          filter.unused ? <DeleteUnused filter={filter} page={page} /> : null
        }
      />
    </Stack>
  )
}
