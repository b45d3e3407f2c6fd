import { Button } from '@chakra-ui/react/button'
import { Checkbox } from '@chakra-ui/react/checkbox'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { useFormContext, useFormState } from 'react-hook-form'
import {
  MAX_DESCRIPTION,
  type PictureDescription,
} from '../../../../edge-functions/_shared/media.ts'
import { toaster } from '../../components/ui/toast-store.ts'
import { apiRequest } from '../../lib/api.ts'
import { adminKeys } from '../editor/queries.ts'
import { VersionHistory } from '../editor/version-history.tsx'
import { serverMessageOf } from '../forms/save-errors.ts'
import { shortName } from '../media-library/library-queries.ts'
import { DESCRIPTION_TEXTS } from './description-texts.ts'

export const DESCRIPTION_PATH = '/api/media/description'

/** What Historial calls each field of a description. */
const DESCRIPTION_LABELS = {
  description: DESCRIPTION_TEXTS.label,
  decorative: 'Imagen decorativa',
} as const

/** Where a picture's description keeps its versions: the picture is named by its address. */
export function pictureVersionsPath(address: string): string {
  return `${DESCRIPTION_PATH}/versions?address=${encodeURIComponent(address)}`
}

/** Said when she saves an item whose picture nobody has described yet. */
export function missingDescriptionWarning(pictureName: string): string {
  return `La imagen «${pictureName}» no tiene texto alternativo: quien no puede verla no sabrá qué muestra. Escribe aquí qué muestra (o márcala como decorativa) y guárdalo.`
}

export function pictureDescriptionQuery(address: string) {
  return queryOptions<PictureDescription>({
    queryKey: adminKeys.list(`${DESCRIPTION_PATH}?address=${encodeURIComponent(address)}`),
  })
}

export function usePictureDescription(address: string | undefined) {
  return useQuery({ ...pictureDescriptionQuery(address ?? ''), enabled: !!address })
}

/** The picture's name as the owner knows it: its address's last part, without the uploader's prefix. */
export function pictureNameOf(address: string): string {
  const last = address.split(/[?#]/)[0].split('/').at(-1) ?? address
  try {
    return shortName(decodeURIComponent(last))
  } catch {
    return shortName(last)
  }
}

/**
 * A picture's «Texto alternativo» and its decorative mark, saved on their own (not with the form
 * around it, whose values stay as she typed them): in the library's card and in a picture field.
 * With `history` (the library's card), its «Historial» beside it: a form around the field has a
 * Historial of its own, for the form's item.
 */
export function PictureDescriptionEditor({
  address,
  saved,
  compact = false,
  history = false,
}: {
  address: string
  saved: PictureDescription | undefined
  compact?: boolean
  history?: boolean
}) {
  const client = useQueryClient()
  const [text, setText] = useState(saved?.description ?? '')
  const [decorative, setDecorative] = useState(saved?.decorative ?? false)
  const [problem, setProblem] = useState<string>()
  const helperId = useId()
  // What was saved changing (her save, a restore, another window's) is what the box then says;
  // the same words handed again (a list read anew, a parent drawn again) leave what she types.
  const savedDescription = saved?.description ?? ''
  const savedDecorative = saved?.decorative ?? false
  useEffect(() => {
    setText(savedDescription)
    setDecorative(savedDecorative)
  }, [savedDescription, savedDecorative])
  // The library's cards and every picture field showing this picture read it again.
  const refreshDescriptions = () =>
    client.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith('/api/media'),
    })
  const save = useMutation({
    mutationFn: () =>
      apiRequest<PictureDescription>('PUT', DESCRIPTION_PATH, {
        address,
        description: decorative ? '' : text,
        decorative,
      }),
    onSuccess: () => {
      setProblem(undefined)
      toaster.create({ type: 'success', title: DESCRIPTION_TEXTS.saved })
      return refreshDescriptions()
    },
    onError: (error) =>
      setProblem(serverMessageOf(error) ?? 'No se pudo guardar el texto alternativo.'),
  })
  return (
    <Stack gap="2" width="full">
      <Field.Root invalid={!!problem}>
        <Field.Label fontSize={compact ? 'xs' : 'sm'}>{DESCRIPTION_TEXTS.label}</Field.Label>
        <Input
          size="sm"
          bg="white"
          value={decorative ? '' : text}
          disabled={decorative}
          maxLength={MAX_DESCRIPTION}
          aria-describedby={helperId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter saves the description, never the form around it.
            if (event.key === 'Enter') {
              event.preventDefault()
              save.mutate()
            }
          }}
        />
        {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        <Text id={helperId} fontSize="xs" color="gray.700">
          {DESCRIPTION_TEXTS.helper}
        </Text>
      </Field.Root>
      <HStack gap="3" wrap="wrap" justify="space-between">
        {/* Its own field: inside a picture field's frame the box would otherwise take that
            field's ids and be named by its label («Imagen de fondo»). */}
        <Field.Root width="auto" flex="1 1 16rem">
          <Checkbox.Root
            size="sm"
            colorPalette="brand"
            checked={decorative}
            onCheckedChange={(details) => setDecorative(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontSize="xs">{DESCRIPTION_TEXTS.decorative}</Checkbox.Label>
          </Checkbox.Root>
        </Field.Root>
        <Button
          type="button"
          size="xs"
          colorPalette="brand"
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          {DESCRIPTION_TEXTS.save}
        </Button>
        {history && (
          <VersionHistory
            paths={[pictureVersionsPath(address)]}
            labels={DESCRIPTION_LABELS}
            listPaths={[]}
            dirty={decorative !== savedDecorative || (!decorative && text !== savedDescription)}
            onRestored={(restored) => {
              const back = restored as unknown as PictureDescription
              setText(back.description ?? '')
              setDecorative(back.decorative)
              setProblem(undefined)
              void refreshDescriptions()
            }}
          />
        )}
      </HStack>
    </Stack>
  )
}

/**
 * The pictures among `undescribed` (addresses) that had no description when she last saved the
 * form around them («Publicar», «Guardar cambios» or «Guardar borrador», each a handleSubmit). A
 * save is seen as it starts (`isSubmitting`): the submit count would not do, as the form's reset
 * after a save sets it back to 0. The save itself goes on: nothing she did waits on a picture's
 * words.
 */
export function useUndescribedAtSave(undescribed: readonly string[]): readonly string[] {
  const { control } = useFormContext()
  const { isSubmitting } = useFormState({ control })
  const undescribedNow = useRef(undescribed)
  undescribedNow.current = undescribed
  const [warned, setWarned] = useState<readonly string[]>([])
  useEffect(() => {
    if (isSubmitting && undescribedNow.current.length > 0) setWarned(undescribedNow.current)
  }, [isSubmitting])
  return warned
}

/**
 * A picture's description where a form uses it: marked while it has none and, once she has saved
 * the form with it so (`warned`), saying so by its name, with the box to write it right there.
 */
export function PictureDescriptionBox({
  address,
  saved,
  warned,
}: {
  address: string
  saved: PictureDescription
  warned: boolean
}) {
  const undescribed = saved.description === null
  return (
    <Stack
      gap="2"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      borderColor={undescribed ? 'orange.300' : 'gray.200'}
      bg={undescribed ? 'orange.50' : 'gray.50'}
    >
      {warned && undescribed && (
        <Text role="alert" fontSize="sm" color="orange.900" fontWeight="medium">
          {missingDescriptionWarning(pictureNameOf(address))}
        </Text>
      )}
      <PictureDescriptionEditor key={address} address={address} saved={saved} />
    </Stack>
  )
}
