import { Button } from '@chakra-ui/react/button'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { FaArrowLeft, FaGlobe, FaPlus, FaTrashAlt } from 'react-icons/fa'
import { useSearchParams } from 'react-router'
import { orderPathOf } from '../../../../edge-functions/_shared/ordering.ts'
import { AdminFrame, SidebarButton, SidebarLink, SidebarList } from '../frame/admin-frame.tsx'
import { useConfirmLeave } from '../frame/unsaved-changes.tsx'
import { CONTENT_TYPES, contentTypeOf, DEFAULT_CONTENT_TYPE } from '../resources/index.ts'
import {
  allListPathsOf,
  type ContentType,
  type CustomContentType,
  type ListContentType,
  listPathOf,
} from './content-type.ts'
import { listFlagsOf } from './list-view.ts'
import { ResourceForm } from './resource-form.tsx'
import { ResourceList, type Row } from './resource-list.tsx'

export const UNKNOWN_TYPE_TEXT = 'Seleccione un tipo de contenido para editar.'

/** Types without a list: their one form is the whole screen, so there is nothing to create. */
const WITHOUT_CREATE = new Set(['settings', 'carousel-backgrounds', 'cta'])

function EditorNav({ current, onSelect }: { current: string; onSelect: (type: string) => void }) {
  return (
    <SidebarList>
      <SidebarLink to="/admin" icon={FaArrowLeft}>
        Volver al panel
      </SidebarLink>
      {CONTENT_TYPES.map((contentType) => (
        <SidebarButton
          key={contentType.type}
          icon={contentType.icon}
          current={contentType.type === current}
          onClick={() => onSelect(contentType.type)}
        >
          {contentType.label}
        </SidebarButton>
      ))}
      {/* Where what she deletes here waits, to be restored. */}
      <SidebarLink to="/admin/papelera" icon={FaTrashAlt}>
        Papelera
      </SidebarLink>
      <SidebarLink to="/" icon={FaGlobe}>
        Ir al sitio
      </SidebarLink>
    </SidebarList>
  )
}

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
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="6">
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

type Mode = { kind: 'list' } | { kind: 'form'; record?: Row }

function ListTypeEditor({ contentType }: { contentType: ListContentType }) {
  const [mode, setModeState] = useState<Mode>({ kind: 'list' })
  const [modeChanged, setModeChanged] = useState(false)
  const setMode = (next: Mode) => {
    setModeState(next)
    setModeChanged(true)
  }
  const confirmLeave = useConfirmLeave()
  const { plural, singular } = contentType
  // One object per type, so the list's filtering is not redone at every render.
  const flags = useMemo(() => listFlagsOf(contentType.definition), [contentType])

  if (mode.kind === 'list') {
    return (
      <>
        <EditorHeader
          key="list"
          focus={modeChanged}
          title={`Gestionar ${plural}`}
          action={
            !WITHOUT_CREATE.has(contentType.type) && (
              <Button colorPalette="brand" onClick={() => setMode({ kind: 'form' })}>
                <FaPlus aria-hidden="true" />
                Crear nuevo
              </Button>
            )
          }
        />
        <ResourceList
          title={plural}
          listPath={listPathOf(contentType)}
          deletePath={`/api/${contentType.definition.path}`}
          alsoRefresh={allListPathsOf(contentType)}
          orderPath={orderPathOf(contentType.definition)}
          columns={contentType.columns}
          flags={flags}
          idField={contentType.idField}
          nameField={contentType.nameField}
          onEdit={(record) => setMode({ kind: 'form', record })}
        />
      </>
    )
  }
  return (
    <>
      <EditorHeader
        key="form"
        focus={modeChanged}
        title={mode.record ? `Editar ${singular}` : `Crear ${singular}`}
        action={
          <Button
            variant="outline"
            onClick={() => {
              if (confirmLeave()) setMode({ kind: 'list' })
            }}
          >
            <FaArrowLeft aria-hidden="true" />
            Volver a la lista
          </Button>
        }
      />
      <ResourceForm
        contentType={contentType}
        record={mode.record}
        onCreated={(saved) => setModeState({ kind: 'form', record: saved })}
      />
    </>
  )
}

function CustomTypeEditor({ contentType }: { contentType: CustomContentType }) {
  const { Editor } = contentType
  return (
    <>
      <EditorHeader title={`Gestionar ${contentType.plural}`} />
      <Editor />
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

/** /admin/content-editor?type=...: the type lives in the address, changed without a reload. */
export function ContentEditor() {
  const [params, setParams] = useSearchParams()
  const type = params.get('type') ?? DEFAULT_CONTENT_TYPE
  const contentType = contentTypeOf(type)
  return (
    <AdminFrame
      navLabel="Tipos de contenido"
      nav={<EditorNav current={type} onSelect={(next) => setParams({ type: next })} />}
    >
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
