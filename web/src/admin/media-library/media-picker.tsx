import { FaCheck } from 'react-icons/fa'
import { AdminDialog } from '../frame/admin-dialog.tsx'
import { fileUrl, type MediaBucket, shortName } from './library-queries.ts'
import { MediaBrowser } from './media-browser.tsx'
import { ActionButton, MediaCard } from './media-card.tsx'

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
      title={`Elegir ${bucket === 'images' ? 'una imagen' : 'un audio'}: ${fieldLabel}`}
    >
      {open && (
        <MediaBrowser
          fixedBucket={bucket}
          renderCard={(file) => (
            <MediaCard
              file={file}
              actions={
                <ActionButton
                  colorPalette="brand"
                  variant="solid"
                  aria-label={`Elegir ${shortName(file.name)}`}
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
