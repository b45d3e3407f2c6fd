import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Flex } from '@chakra-ui/react/flex'
import { Link } from '@chakra-ui/react/link'
import { Text } from '@chakra-ui/react/text'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import { Fragment } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { FaExternalLinkAlt } from 'react-icons/fa'
import { madridDateTimeText } from '../../../../edge-functions/_shared/madrid-time.ts'
import type { Placement, PlacesOf } from './placements.ts'
import { PUBLICATION_TEXTS, publicationStateOf, visitorsTimelineOf } from './publication.tsx'

type Item = Record<string, unknown>

const NEW_TAB = '(se abre en una pestaña nueva)'

/** Why a saved item visitors cannot see appears nowhere, whatever its values; none if they can. */
function hiddenPlacement(saved: Item): Placement | undefined {
  switch (publicationStateOf(saved)) {
    case 'draft':
      return {
        places: [],
        nowhere: `es un borrador; los visitantes lo verán cuando pulses «${PUBLICATION_TEXTS.publish}».`,
      }
    case 'scheduled':
      return {
        places: [],
        nowhere: `está programado; los visitantes lo verán desde el ${madridDateTimeText(saved.publishedAt as string)}.`,
      }
    case 'retired':
      return {
        places: [],
        nowhere: `se retiró el ${madridDateTimeText(saved.unpublishedAt as string)}; los visitantes ya no lo ven.`,
      }
    default:
      return undefined
  }
}

/**
 * Above an item's form: where it appears on the public site, from the same rules the public pages
 * follow, each place a link opening the site in a new tab; or why it appears nowhere and what to
 * do. While the form holds unsaved values it says where the item will be once saved. Then what
 * visitors see now and from when (the published version while changes wait for «Publicar» or
 * for their minute). A saved item that appears somewhere also gets 'Ver en el sitio', to its first
 * place. Must stand inside the form (it reads the typed values).
 */
export function PlacesNotice({
  placesOf,
  saved,
  list,
}: {
  placesOf: PlacesOf
  /** The stored item; undefined while creating. */
  saved?: Item
  /** The type's whole list, for rules that depend on the other items (the hero's first three). */
  list?: readonly Item[]
}) {
  const { control, formState } = useFormContext()
  const values = useWatch({ control }) as Item
  const current = { ...saved, ...values, id: saved?.id }
  const showsSaved = saved !== undefined && !formState.isDirty
  // A draft shows nowhere until "Publicar", a scheduled item until its minute, a retired one no more.
  const hidden = saved && hiddenPlacement(saved)
  const placement = hidden ?? placesOf(showsSaved ? saved : current, list)
  const savedPlaces = saved && !hidden ? placesOf(saved, list).places : []
  // What visitors see now and from when: the published version while its changes wait.
  const timeline = visitorsTimelineOf(saved, values.publishedAt, formState.isDirty)
  const lead =
    placement.places.length === 0
      ? showsSaved
        ? 'No aparece en el sitio'
        : 'Al guardar no aparecerá en el sitio'
      : showsSaved
        ? 'Aparece en'
        : 'Al guardar aparecerá en'
  return (
    <Flex
      borderWidth="1px"
      borderRadius="md"
      bg={placement.places.length === 0 ? 'orange.50' : 'gray.50'}
      borderColor={placement.places.length === 0 ? 'orange.300' : 'gray.200'}
      p={{ base: '3', md: '4' }}
      gap="3"
      textStyle={{ base: 'sm', md: 'md' }}
      align={{ base: 'stretch', md: 'center' }}
      justify="space-between"
      direction={{ base: 'column', md: 'row' }}
    >
      <Box aria-live="polite" data-testid="places-notice">
        <Text>
          <Text as="span" fontWeight="semibold">
            {lead}:
          </Text>{' '}
          {placement.places.length === 0
            ? placement.nowhere
            : placement.places.map((place, index) => (
                <Fragment key={place.path}>
                  {index > 0 && ', '}
                  <Link
                    href={place.path}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="brand.800"
                    textDecoration="underline"
                  >
                    {place.label}
                    <VisuallyHidden>
                      {place.label === place.path ? '' : ` (${place.path})`} {NEW_TAB}
                    </VisuallyHidden>
                  </Link>
                </Fragment>
              ))}
        </Text>
        {timeline && <Text mt="1">{timeline}</Text>}
      </Box>
      {savedPlaces.length > 0 && (
        <Button asChild variant="outline" size="sm" flexShrink={0} alignSelf={{ base: 'start' }}>
          <a href={savedPlaces[0].path} target="_blank" rel="noopener noreferrer">
            <FaExternalLinkAlt aria-hidden="true" />
            Ver en el sitio
            <VisuallyHidden>{NEW_TAB}</VisuallyHidden>
          </a>
        </Button>
      )}
    </Flex>
  )
}
