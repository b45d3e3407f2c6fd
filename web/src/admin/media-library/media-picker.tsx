import { FaCheck } from 'react-icons/fa'
import { AdminDialog } from '../frame/admin-dialog.tsx'
import { fileUrl, type MediaBucket, nameOfFile } from './library-queries.ts'
import { MediaBrowser } from './media-browser.tsx'
import { ActionButton, MediaCard } from './media-card.tsx'

const ONE_OF_BUCKET: Record<MediaBucket, string> = {
  images: 'una imagen',
  audio: 'un audio',
  documents: 'un documento',
}

/**
 * The library as a chooser for one field: only files of the field's kind; "Elegir" puts the
 * file's address in the field and closes. Escape, Cancelar and a click outside cancel.
 */
export function MediaPicker({
  open,
  bucket,
  fieldLabel,
  onPick,
  onClose,
}: {
  open: boolean
  bucket: MediaBucket
  fieldLabel: string
  onPick: (url: string) => void
  onClose: () => void
}) {
  return (
    <AdminDialog
      open={open}
      onClose={onClose}
      wide
      title={`Elegir ${ONE_OF_BUCKET[bucket]}: ${fieldLabel}`}
    >
      {open && (
        <MediaBrowser
          fixedBucket={bucket}
          renderCard={(file) => (
            <MediaCard
              file={file}
              actions={
                <ActionButton
                  palette="brand"
                  solid
                  aria-label={`Elegir ${nameOfFile(file)}`}
                  onClick={() => onPick(fileUrl(file))}
                >
                  <FaCheck aria-hidden="true" />
                  Elegir
                </ActionButton>
              }
            />
          )}
        />
      )}
    </AdminDialog>
  )
}
