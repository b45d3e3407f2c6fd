import { Button } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Portal } from '@chakra-ui/react/portal'
import { Spinner } from '@chakra-ui/react/spinner'
import { Text } from '@chakra-ui/react/text'
import { lazy, Suspense, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { FaEye } from 'react-icons/fa'
import type { ResourceDefinition } from '../../../../edge-functions/_shared/resource.ts'
import { clearToasts } from '../../components/ui/toast-store.ts'
import type { PlacesOf } from '../editor/placements.ts'
import { COMPACT_ACTION_ATTRIBUTE } from '../system.ts'
import { previewItem } from './rules.ts'
import { PREVIEW_TEXTS } from './texts.ts'

type Item = Record<string, unknown>

// Opened only sometimes: the frame, the site's screens and their client load when it opens.
const PreviewScreen = lazy(() => import('./preview-screen.tsx'))

/**
 * "Vista previa" of a content form (it stands inside the form, and reads its typed values as it
 * opens): the real public page where the item will appear, with the item as it will be once
 * published, over the whole screen. `saved` is the stored item (with its `draft`), read by the
 * owner's signed-in list; undefined while creating.
 */
export function PreviewButton({
  definition,
  placesOf,
  saved,
  list,
  nameField = definition.label ?? 'title',
}: {
  definition: ResourceDefinition
  placesOf: PlacesOf
  saved?: Item
  list?: readonly Item[]
  nameField?: string
}) {
  const { getValues } = useFormContext()
  const [shown, setShown] = useState<ReturnType<typeof previewItem>>()
  return (
    <>
      <Button
        type="button"
        variant="outline"
        onClick={() => {
          // The last save's toast would cover the preview's bar on a phone.
          clearToasts()
          setShown(previewItem(definition, saved, getValues()))
        }}
        // In a form's bar on a phone it shows its eye only; these stay its name.
        aria-label={PREVIEW_TEXTS.open}
        title={PREVIEW_TEXTS.open}
        {...{ [COMPACT_ACTION_ATTRIBUTE]: '' }}
      >
        <FaEye aria-hidden="true" />
        <span>{PREVIEW_TEXTS.open}</span>
      </Button>
      <Dialog.Root
        open={shown !== undefined}
        onOpenChange={(details) => {
          if (!details.open) setShown(undefined)
        }}
        size="full"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content
              display="flex"
              flexDirection="column"
              height="100dvh"
              // Its title arrives with the lazily loaded screen, after the dialog has looked for it.
              aria-label={PREVIEW_TEXTS.lead}
            >
              {shown && (
                <Suspense
                  fallback={
                    <Text role="status" p="6">
                      <Spinner size="sm" me="2" />
                      {PREVIEW_TEXTS.loading}
                    </Text>
                  }
                >
                  <PreviewScreen
                    definition={definition}
                    placesOf={placesOf}
                    item={shown.item}
                    source={shown.source}
                    name={String(shown.item[nameField] ?? '')}
                    list={list}
                  />
                </Suspense>
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  )
}
