import { Button } from '@chakra-ui/react/button'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useQuery } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef } from 'react'
import { FaArrowLeft, FaPlus } from 'react-icons/fa'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { orderPathOf } from '../../../../edge-functions/_shared/ordering.ts'
import { editorOf } from '../dashboard/counts.ts'
import { AdminFrame } from '../frame/admin-frame.tsx'
import { PieceLoading } from '../frame/piece-loading.tsx'
import { useConfirmLeave } from '../frame/unsaved-changes.tsx'
import { cameFromList, EDIT_PARAM, type FromList } from '../item-address.ts'
import { contentTypeOf, DEFAULT_CONTENT_TYPE } from '../resources/index.ts'
import {
  allListPathsOf,
  type ContentType,
  type CustomContentType,
  type ListContentType,
  listPathOf,
} from './content-type.ts'
import { listFlagsOf } from './list-view.ts'
import { adminListQuery } from './queries.ts'
import { ResourceList, type Row } from './resource-list.tsx'

// The form (react-hook-form, the rules, the media fields, the history) loads when the owner opens
// one, not with the list she arrives at (decision 011).
const ResourceForm = lazy(() =>
  import('./resource-form.tsx').then((module) => ({ default: module.ResourceForm })),
)

/** Where a form or a type's own screen appears while its code loads: the page below the title. */
const FORM_HEIGHT = '60vh'

export const UNKNOWN_TYPE_TEXT = 'Seleccione un tipo de contenido para editar.'

/** An item's address whose id no item of the type has (deleted, or mistyped). */
export const unknownItemText = (singular: string, id: string) =>
  `No hay ningún ${singular} con el identificador «${id}»: puede que se haya eliminado o movido a la Papelera.`

/** The value of `editar` that opens the form of a new item. */
const NEW_ITEM = 'nuevo'

/** Types without a list: their one form is the whole screen, so there is nothing to create. */
const WITHOUT_CREATE = new Set(['settings', 'carousel-backgrounds', 'cta'])

/** The screen's title row. After a change of mode the new title takes focus, so keyboards follow. */
function EditorHeader({
  title,
  action,
  focus = false,
}: {
  title: string
  action?: ReactNode
  focus?: boolean
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Read once: a title drawn again (the list refetched) keeps the focus where the owner is.
  const focusOnMount = useRef(focus)
  useEffect(() => {
    if (focusOnMount.current) heading.current?.focus()
  }, [])
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb={{ base: '4', md: '6' }}>
      <Heading
        as="h1"
        size={{ base: 'xl', md: '2xl' }}
        ref={heading}
        tabIndex={-1}
        _focus={{ outline: 'none' }}
      >
        {title}
      </Heading>
      {action}
    </Flex>
  )
}

/**
 * A list type's screen: its list, or one item's form when the address names it (`editar=<id>`, or
 * `editar=nuevo` to create). Opening a form from the list adds a history entry, so the browser's
 * Back closes it; "Volver a la lista" does the same, or replaces the entry when the form was
 * reached from elsewhere (the dashboard, a bookmark).
 */
function ListTypeEditor({ contentType }: { contentType: ListContentType }) {
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const editing = params.get(EDIT_PARAM)
  // The heading takes focus when the screen changes between list and form, not on arrival.
  const arrived = useRef(false)
  useEffect(() => {
    arrived.current = true
  }, [])
  const confirmLeave = useConfirmLeave()
  const { plural, singular } = contentType
  const listPath = listPathOf(contentType)
  const list = useQuery({ ...adminListQuery<Row>(listPath), enabled: editing !== null })
  // One object per type, so the list's filtering is not redone at every render.
  const flags = useMemo(() => listFlagsOf(contentType.definition), [contentType])

  const openForm = (id: string) => {
    const state: FromList = { fromList: true }
    setParams({ type: contentType.type, [EDIT_PARAM]: id }, { state })
  }
  const backToList = () => {
    if (!confirmLeave()) return
    if (cameFromList(location.state)) navigate(-1)
    else setParams({ type: contentType.type }, { replace: true })
  }

  if (editing === null) {
    return (
      <>
        <EditorHeader
          key="list"
          focus={arrived.current}
          title={`Gestionar ${plural}`}
          action={
            !WITHOUT_CREATE.has(contentType.type) &&
            contentType.definition.writes.includes('create') && (
              <Button colorPalette="brand" onClick={() => openForm(NEW_ITEM)}>
                <FaPlus aria-hidden="true" />
                Crear nuevo
              </Button>
            )
          }
        />
        <ResourceList
          title={plural}
          listPath={listPath}
          deletePath={`/api/${contentType.definition.path}`}
          deletable={contentType.definition.writes.includes('delete')}
          alsoRefresh={allListPathsOf(contentType)}
          orderPath={orderPathOf(contentType.definition)}
          columns={contentType.columns}
          flags={flags}
          nameField={contentType.nameField}
          nameOf={contentType.nameOf}
          onEdit={(record) => openForm(String(record.id))}
        />
      </>
    )
  }
  const creating = editing === NEW_ITEM
  const record = creating ? undefined : list.data?.find((row) => String(row.id) === editing)
  const body = () => {
    if (creating || record)
      return (
        <Suspense fallback={<PieceLoading minH={FORM_HEIGHT} />}>
          <ResourceForm
            key={editing}
            contentType={contentType}
            record={record}
            onCreated={(saved) =>
              setParams(
                { type: contentType.type, [EDIT_PARAM]: String(saved.id) },
                { replace: true, state: location.state },
              )
            }
          />
        </Suspense>
      )
    if (list.isPending) return <Text role="status">Cargando...</Text>
    if (list.isError)
      return (
        <Text role="alert" color="red.700">
          No se pudo cargar {plural}. Vuelve a intentarlo.
        </Text>
      )
    return <Text role="alert">{unknownItemText(singular, editing)}</Text>
  }
  return (
    <>
      <EditorHeader
        key="form"
        focus={arrived.current}
        title={creating ? `Crear ${singular}` : `Editar ${singular}`}
        action={
          <Button variant="outline" onClick={backToList}>
            <FaArrowLeft aria-hidden="true" />
            Volver a la lista
          </Button>
        }
      />
      {body()}
    </>
  )
}

function CustomTypeEditor({ contentType }: { contentType: CustomContentType }) {
  const { Editor } = contentType
  return (
    <>
      <EditorHeader title={`Gestionar ${contentType.plural}`} />
      <Suspense fallback={<PieceLoading minH={FORM_HEIGHT} />}>
        <Editor />
      </Suspense>
    </>
  )
}

function TypeEditor({ contentType }: { contentType: ContentType }) {
  return contentType.kind === 'list' ? (
    <ListTypeEditor contentType={contentType} />
  ) : (
    <CustomTypeEditor contentType={contentType} />
  )
}

/**
 * /admin/content-editor?type=...: the type lives in the address; the menu's links change it
 * without a reload.
 */
export function ContentEditor() {
  const [params] = useSearchParams()
  const type = params.get('type') ?? DEFAULT_CONTENT_TYPE
  const contentType = contentTypeOf(type)
  return (
    <AdminFrame current={editorOf(type)}>
      {contentType ? (
        <TypeEditor key={type} contentType={contentType} />
      ) : (
        <Stack gap="4">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Editor de contenido
          </Heading>
          <Text>{UNKNOWN_TYPE_TEXT}</Text>
        </Stack>
      )}
    </AdminFrame>
  )
}
