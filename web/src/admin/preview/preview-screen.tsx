import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Field } from '@chakra-ui/react/field'
import { Flex } from '@chakra-ui/react/flex'
import { Group } from '@chakra-ui/react/group'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { Text } from '@chakra-ui/react/text'
import { useMemo, useState } from 'react'
import type { ResourceDefinition } from '../../../../edge-functions/_shared/resource.ts'
import type { PlacesOf } from '../editor/placements.ts'
import { previewQueryClient } from './preview-client.ts'
import { PreviewFrame } from './preview-frame.tsx'
import type { PreviewSource } from './rules.ts'
import { PREVIEW_TEXTS, PREVIEW_WIDTHS, startingWidth } from './texts.ts'

type Item = Record<string, unknown>

/**
 * The preview itself: a bar saying what is shown (the item, the page, whether it holds the
 * typed values), the page and width to show it at, "Cerrar"; under it the real public page.
 */
export default function PreviewScreen({
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
