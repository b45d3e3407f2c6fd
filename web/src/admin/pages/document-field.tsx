import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Input } from '@chakra-ui/react/input'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link'
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
} from '@lexical/list'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { $createHeadingNode, HeadingNode } from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import { useQueries } from '@tanstack/react-query'
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  type ElementNode,
  FORMAT_TEXT_COMMAND,
} from 'lexical'
import { lazy, type ReactNode, useId, useRef, useState } from 'react'
import { useController } from 'react-hook-form'
import { isSafeLink } from '../../../../edge-functions/_shared/links.ts'
import { libraryPicturePath } from '../../../../edge-functions/_shared/page-document.ts'
import { pictureUrlOf } from '../../../../edge-functions/_shared/page-nodes.ts'
import { env } from '../../lib/env.ts'
import { FieldFrame, useFieldError } from '../forms/fields.tsx'
import { OpenedOnce } from '../frame/lazy-dialog.tsx'
import {
  PictureDescriptionBox,
  pictureDescriptionQuery,
  useUndescribedAtSave,
} from '../media/picture-description.tsx'
import { LegalDetailNode } from './legal-detail-node.tsx'
import { lexicalStateOf, picturesTakingLibraryWords } from './lexical-document.ts'
import { $createPictureNode, PictureNode } from './picture-node.tsx'

// The library's chooser loads the first time she adds a picture, not with every page editor.
const MediaPicker = lazy(() =>
  import('../media-library/media-picker.tsx').then((module) => ({ default: module.MediaPicker })),
)

/** The text drawn as the site draws it: headings, lists and links told apart at a glance. */
const DOCUMENT_LOOK = {
  '& [contenteditable] p': { marginBottom: '0.6em' },
  '& [contenteditable] h2': {
    fontSize: 'xl',
    fontWeight: 'semibold',
    marginTop: '1em',
    marginBottom: '0.4em',
  },
  '& [contenteditable] h3': {
    fontSize: 'lg',
    fontWeight: 'semibold',
    marginTop: '0.8em',
    marginBottom: '0.3em',
  },
  '& [contenteditable] ul': {
    listStyleType: 'disc',
    paddingInlineStart: '1.4em',
    marginBottom: '0.6em',
  },
  '& [contenteditable] ol': {
    listStyleType: 'decimal',
    paddingInlineStart: '1.4em',
    marginBottom: '0.6em',
  },
  '& [contenteditable] a': { color: 'teal.700', textDecoration: 'underline' },
  '& [contenteditable] strong': { fontWeight: 'bold' },
  '& [contenteditable] em': { fontStyle: 'italic' },
} as const

const LINK_MESSAGE = 'El enlace debe empezar por http://, https://, / o #'

/** The picture's own size, so the page keeps its room before it arrives; none if it will not load. */
async function sizeOf(url: string): Promise<{ width?: number; height?: number }> {
  const image = new Image()
  image.src = url
  try {
    await image.decode()
    return { width: image.naturalWidth, height: image.naturalHeight }
  } catch {
    return {}
  }
}

/**
 * «Imagen»: the library's chooser, then the picture where the cursor was when she opened it (at
 * the end of the text if she had not been in it).
 */
function PictureButton({ label }: { label: string }) {
  const [editor] = useLexicalComposerContext()
  const [picking, setPicking] = useState(false)
  const place = useRef<BaseSelection | null>(null)
  const open = () => {
    place.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null)
    setPicking(true)
  }
  const insert = async (url: string) => {
    setPicking(false)
    const path = libraryPicturePath(url)
    if (!path) return
    const size = await sizeOf(url)
    editor.update(() => {
      if (place.current) $setSelection(place.current)
      else $getRoot().selectEnd()
      $insertNodes([$createPictureNode({ url: path, ...size })])
    })
  }
  return (
    <>
      <Button size="xs" variant="outline" onClick={open}>
        Imagen
      </Button>
      <OpenedOnce open={picking}>
        <MediaPicker
          open={picking}
          bucket="images"
          fieldLabel={label}
          onClose={() => setPicking(false)}
          onPick={insert}
        />
      </OpenedOnce>
    </>
  )
}

/** Bold, italic, headings, lists, links and pictures: what the site draws, nothing else. */
function Toolbar({ label }: { label: string }) {
  const [editor] = useLexicalComposerContext()
  const [address, setAddress] = useState('')
  const [linkProblem, setLinkProblem] = useState<string>()
  const addressId = useId()
  const blockType = (make: () => ElementNode) =>
    editor.update(() => {
      const selection = $getSelection()
      if ($isRangeSelection(selection)) $setBlocksType(selection, make)
    })
  const link = () => {
    const url = address.trim()
    if (!isSafeLink(url) || url === '') {
      setLinkProblem(LINK_MESSAGE)
      return
    }
    setLinkProblem(undefined)
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, url)
  }
  return (
    <Box borderBottomWidth="1px" p="2">
      <HStack gap="1" flexWrap="wrap" role="toolbar" aria-label="Formato del texto">
        <Button
          size="xs"
          variant="outline"
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}
        >
          <strong>Negrita</strong>
        </Button>
        <Button
          size="xs"
          variant="outline"
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
        >
          <em>Cursiva</em>
        </Button>
        <Button
          size="xs"
          variant="outline"
          onClick={() => blockType(() => $createHeadingNode('h2'))}
        >
          Título
        </Button>
        <Button
          size="xs"
          variant="outline"
          onClick={() => blockType(() => $createHeadingNode('h3'))}
        >
          Subtítulo
        </Button>
        <Button size="xs" variant="outline" onClick={() => blockType($createParagraphNode)}>
          Párrafo
        </Button>
        <Button
          size="xs"
          variant="outline"
          onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}
        >
          Lista
        </Button>
        <Button
          size="xs"
          variant="outline"
          onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}
        >
          Lista numerada
        </Button>
        <PictureButton label={label} />
      </HStack>
      <HStack gap="1" mt="2">
        <Input
          id={addressId}
          size="xs"
          aria-label="Dirección del enlace"
          placeholder="https://... o /contacto"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          aria-invalid={linkProblem !== undefined}
          aria-describedby={linkProblem ? `${addressId}-problem` : undefined}
        />
        <Button size="xs" variant="outline" onClick={link}>
          Enlazar
        </Button>
        <Button
          size="xs"
          variant="ghost"
          onClick={() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)}
        >
          Quitar enlace
        </Button>
      </HStack>
      {linkProblem && (
        <Box id={`${addressId}-problem`} color="fg.error" textStyle="xs" mt="1" role="alert">
          {linkProblem}
        </Box>
      )}
    </Box>
  )
}

/**
 * Saving a page whose text holds a picture nobody has described warns her as every picture field
 * does, naming it, with the box to write it below the text (inside it, a form's fields would sit
 * in her paragraph).
 */
function UndescribedPictures({ document }: { document: unknown }) {
  const addresses = picturesTakingLibraryWords(document).map((path) =>
    pictureUrlOf(env.supabaseUrl, path),
  )
  const described = useQueries({ queries: addresses.map(pictureDescriptionQuery) })
  const undescribed = addresses.filter((_, index) => described[index].data?.description === null)
  const warned = useUndescribedAtSave(undescribed)
  return addresses.map((address, index) => {
    const saved = described[index].data
    return saved && warned.includes(address) ? (
      <PictureDescriptionBox key={address} address={address} saved={saved} warned />
    ) : null
  })
}

/**
 * A page's body, edited with Lexical: loaded with this screen only, never by the public pages,
 * which draw the saved document with their own elements. The form holds Lexical's JSON; the
 * server keeps only the nodes the site draws.
 */
export function DocumentField({
  name,
  label,
  helper,
}: {
  name: string
  label: string
  helper?: ReactNode
}) {
  const { field } = useController({ name })
  const error = useFieldError(name)
  const [initialState] = useState(() => lexicalStateOf(field.value))
  return (
    <FieldFrame label={label} error={error} helper={helper}>
      <Stack gap="3" width="full">
        <LexicalComposer
          initialConfig={{
            namespace: name,
            nodes: [HeadingNode, ListNode, ListItemNode, LinkNode, LegalDetailNode, PictureNode],
            editorState: initialState,
            onError: (problem) => {
              throw problem
            },
          }}
        >
          <Box borderWidth="1px" borderRadius="md" width="full" bg="bg" css={DOCUMENT_LOOK}>
            <Toolbar label={label} />
            <RichTextPlugin
              contentEditable={
                <ContentEditable
                  aria-label={label}
                  className="document-field"
                  style={{
                    minHeight: '16rem',
                    maxHeight: '60vh',
                    overflowY: 'auto',
                    padding: '0.75rem',
                    outline: 'none',
                  }}
                />
              }
              ErrorBoundary={LexicalErrorBoundary}
            />
            <HistoryPlugin />
            <ListPlugin />
            <LinkPlugin validateUrl={(url) => isSafeLink(url) && url !== ''} />
            <OnChangePlugin
              ignoreSelectionChange
              onChange={(state) => field.onChange(state.toJSON())}
            />
          </Box>
        </LexicalComposer>
        <UndescribedPictures document={field.value} />
      </Stack>
    </FieldFrame>
  )
}
