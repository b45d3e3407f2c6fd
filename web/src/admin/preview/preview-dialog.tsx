import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Field } from '@chakra-ui/react/field'
import { Flex } from '@chakra-ui/react/flex'
import { Group } from '@chakra-ui/react/group'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { Portal } from '@chakra-ui/react/portal'
import { Text } from '@chakra-ui/react/text'
import { useMemo, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { FaEye } from 'react-icons/fa'
import type { ResourceDefinition } from '../../../../edge-functions/_shared/resource.ts'
import { clearToasts } from '../../components/ui/toast-store.ts'
import type { PlacesOf } from '../editor/placements.ts'
import { previewQueryClient } from './preview-client.ts'
import { PreviewFrame } from './preview-frame.tsx'
import { type PreviewSource, previewItem } from './rules.ts'

type Item = Record<string, unknown>

/** The two widths the owner checks a page at: a phone's and a laptop's. */
export const PREVIEW_WIDTHS = [
  { width: 390, label: 'Móvil (390 px)' },
  { width: 1280, label: 'Escritorio (1280 px)' },
] as const

/** The preview opens at the width of the screen she is on: a phone's below a laptop's. */
function startingWidth(): number {
  return window.innerWidth < 1024 ? PREVIEW_WIDTHS[0].width : PREVIEW_WIDTHS[1].width
}

export const PREVIEW_TEXTS = {
  open: 'Vista previa',
  lead: 'Vista previa: así verán los visitantes este borrador cuando lo publiques',
  typed: 'Con lo que has escrito en el formulario, aunque no lo hayas guardado.',
  saved:
    'Se muestra lo último guardado: lo que has escrito no cumple aún las reglas del formulario.',
  page: 'Página',
  width: 'Ancho de la pantalla',
  close: 'Cerrar',
  nowhere: 'Al publicarlo no aparecerá en el sitio: ',
} as const

/**
 * The preview itself: a bar saying what is shown (the item, the page, whether it holds the
 * typed values), the page and width to show it at, "Cerrar"; under it the real public page.
 */
function PreviewScreen({
  definition,
  placesOf,
  item,
  source,
  name,
  list,
}: {
  definition: ResourceDefinition
  placesOf: PlacesOf
  item: Item
  source: PreviewSource
  name: string
  list?: readonly Item[]
}) {
  const placement = placesOf(item, list)
  const [page, setPage] = useState(placement.places[0]?.path ?? '')
  const [width, setWidth] = useState(startingWidth)
  const client = useMemo(() => previewQueryClient(definition, item), [definition, item])
  const place = placement.places.find((each) => each.path === page)
  return (
    <>
      <Dialog.Header
        flexDirection="column"
        alignItems="stretch"
        gap="3"
        py="3"
        borderBottomWidth="1px"
      >
        <Flex justify="space-between" align="start" gap="3">
          <Box>
            <Dialog.Title fontSize="md">{PREVIEW_TEXTS.lead}</Dialog.Title>
            <Dialog.Description fontSize="sm" color="fg.muted">
              «{name}»{place ? ` en ${place.label}` : ''}. {PREVIEW_TEXTS[source]}
            </Dialog.Description>
          </Box>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" flexShrink={0}>
              {PREVIEW_TEXTS.close}
            </Button>
          </Dialog.ActionTrigger>
        </Flex>
        {placement.places.length > 0 && (
          <Flex gap="3" wrap="wrap" align="end">
            {placement.places.length > 1 && (
              <Field.Root width="auto" minW="48">
                <Field.Label>{PREVIEW_TEXTS.page}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={page}
                    onChange={(event) => setPage(event.target.value)}
                  >
                    {placement.places.map((each) => (
                      <option key={each.path} value={each.path}>
                        {each.label === each.path ? each.path : `${each.label} (${each.path})`}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            )}
            <Group attached role="group" aria-label={PREVIEW_TEXTS.width}>
              {PREVIEW_WIDTHS.map((option) => (
                <Button
                  key={option.width}
                  size="sm"
                  variant={width === option.width ? 'solid' : 'outline'}
                  colorPalette="brand"
                  aria-pressed={width === option.width}
                  onClick={() => setWidth(option.width)}
                >
                  {option.label}
                </Button>
              ))}
            </Group>
          </Flex>
        )}
      </Dialog.Header>
      <Dialog.Body p="0" display="flex" flexDirection="column" minH="0">
        {place ? (
          <PreviewFrame
            key={place.path}
            page={place.path}
            width={width}
            client={client}
            title={`Vista previa de ${place.path} a ${width} px`}
          />
        ) : (
          <Text p="6">
            {PREVIEW_TEXTS.nowhere}
            {placement.nowhere}
          </Text>
        )}
      </Dialog.Body>
    </>
  )
}

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
      >
        <FaEye aria-hidden="true" />
        {PREVIEW_TEXTS.open}
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
            <Dialog.Content display="flex" flexDirection="column" height="100dvh">
              {shown && (
                <PreviewScreen
                  definition={definition}
                  placesOf={placesOf}
                  item={shown.item}
                  source={shown.source}
                  name={String(shown.item[nameField] ?? '')}
                  list={list}
                />
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  )
}
