import { Button } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Portal } from '@chakra-ui/react/portal'
import { FaCheck } from 'react-icons/fa'
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
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', md: '4' }}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                Elegir {bucket === 'images' ? 'una imagen' : 'un audio'}: {fieldLabel}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancelar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
