import { Button } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { List } from '@chakra-ui/react/list'
import { Portal } from '@chakra-ui/react/portal'
import { Text } from '@chakra-ui/react/text'
import { useRef } from 'react'
import type { RestoreDialogProps } from './restore-dialog.tsx'
import { RESTORE_TEXTS } from './restore-texts.ts'

/**
 * The second, clear step of a restore: what the chosen copy holds, what will happen, and the
 * choice. Clicking outside does not dismiss it; Escape and Cancelar do, and focus starts on
 * Cancelar, the harmless answer.
 */
export default function RestoreDialogView({
  contents,
  fileName,
  onCancel,
  onConfirm,
}: RestoreDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      open={contents !== undefined}
      role="alertdialog"
      closeOnInteractOutside={false}
      initialFocusEl={() => cancelRef.current}
      onOpenChange={(details) => {
        if (!details.open) onCancel()
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{RESTORE_TEXTS.question}</Dialog.Title>
            </Dialog.Header>
            {contents && (
              // On a phone the summary can be taller than the screen and scroll inside the
              // dialog: a keyboard reaches what is below by focusing it (axe scrollable-region-focusable).
              <Dialog.Body
                display="flex"
                flexDirection="column"
                gap="3"
                tabIndex={0}
                role="region"
                aria-label={RESTORE_TEXTS.summary}
              >
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {fileName}
                </Text>
                <Text>{RESTORE_TEXTS.madeOn(contents.createdAt)}</Text>
                {contents.types.length === 0 ? (
                  <Text>{RESTORE_TEXTS.empty}</Text>
                ) : (
                  <List.Root ps="5" gap="0.5" aria-label="Contenido de la copia">
                    {contents.types.map((type) => (
                      <List.Item key={type.name}>
                        {type.name}: {type.rows}
                      </List.Item>
                    ))}
                  </List.Root>
                )}
                <Text>{RESTORE_TEXTS.files(contents.files, contents.fileBytes)}</Text>
                <Text fontSize="sm" color="gray.600" overflowWrap="anywhere">
                  {RESTORE_TEXTS.schema(contents.schemaVersion)}
                </Text>
                <Dialog.Description color="red.800">{RESTORE_TEXTS.warning}</Dialog.Description>
              </Dialog.Body>
            )}
            <Dialog.Footer flexWrap="wrap">
              <Button ref={cancelRef} variant="outline" onClick={onCancel}>
                {RESTORE_TEXTS.cancel}
              </Button>
              <Button colorPalette="red" onClick={onConfirm}>
                {RESTORE_TEXTS.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
