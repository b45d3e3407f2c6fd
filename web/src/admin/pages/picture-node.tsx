import { Badge } from '@chakra-ui/react/badge'
import { Box } from '@chakra-ui/react/box'
import { Input } from '@chakra-ui/react/input'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $getNodeByKey, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical'
import { type ReactNode, useId, useState } from 'react'
import { MAX_DESCRIPTION } from '../../../../edge-functions/_shared/media.ts'
import {
  pictureUrlOf,
  type PictureNode as StoredPicture,
} from '../../../../edge-functions/_shared/page-nodes.ts'
import { env } from '../../lib/env.ts'
import { DESCRIPTION_TEXTS } from '../media/description-texts.ts'
import { pictureNameOf, usePictureDescription } from '../media/picture-description.tsx'
import { InlineDecoratorNode } from './inline-decorator-node.ts'

export const PICTURE_TEXTS = {
  own: 'Texto alternativo solo aquí (opcional)',
  ownHelper: 'Si lo dejas vacío, se lee el de la biblioteca.',
  fromLibrary: 'Texto alternativo de la biblioteca:',
  decorative: 'Decorativa solo aquí: no cuenta nada en este texto (se lee como si no estuviera)',
} as const

type Picture = Omit<StoredPicture, 'type'>
type SerializedPictureNode = Spread<{ type: 'picture' } & Picture, SerializedLexicalNode>

/** What a blind visitor will hear of the picture here, and where that text comes from. */
function DescriptionLine({ picture, address }: { picture: Picture; address: string }) {
  const saysItsOwn = picture.description || picture.decorative
  const library = usePictureDescription(saysItsOwn ? undefined : address).data
  if (picture.decorative) {
    return (
      <Badge colorPalette="gray" variant="subtle" alignSelf="start">
        {DESCRIPTION_TEXTS.decorativeBadge}
      </Badge>
    )
  }
  if (picture.description) return null
  if (library?.decorative) {
    return (
      <Badge colorPalette="gray" variant="subtle" alignSelf="start">
        {DESCRIPTION_TEXTS.decorativeBadge}
      </Badge>
    )
  }
  if (library?.description) {
    return (
      <Text as="span" display="block" textStyle="xs" color="fg.muted">
        {PICTURE_TEXTS.fromLibrary} «{library.description}»
      </Text>
    )
  }
  return library ? (
    <Badge colorPalette="orange" variant="subtle" alignSelf="start">
      {DESCRIPTION_TEXTS.missing}
    </Badge>
  ) : null
}

/**
 * The picture in the editor as the page will draw it, with the description it will say and a
 * field for one of this use's own. Lexical leaves the keys typed in a decorator's input alone, but
 * for Enter.
 */
function PictureInEditor({ nodeKey, picture }: { nodeKey: NodeKey; picture: Picture }) {
  const [editor] = useLexicalComposerContext()
  const [own, setOwn] = useState(picture.description ?? '')
  const ownId = useId()
  const decorativeId = useId()
  const address = pictureUrlOf(env.supabaseUrl, picture.url)
  const name = pictureNameOf(picture.url)
  const change = (write: (node: PictureNode) => void) =>
    editor.update(() => {
      const node = $getNodeByKey(nodeKey)
      if (node instanceof PictureNode) write(node)
    })
  const write = (value: string) => {
    setOwn(value)
    change((node) => node.setDescription(value))
  }
  // Spans all through: the picture sits inside her paragraph, where no <p> or <div> may go.
  return (
    <Stack
      as="span"
      display="inline-flex"
      gap="1"
      width="full"
      maxWidth="28rem"
      my="2"
      p="2"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.subtle"
      verticalAlign="top"
    >
      <Box asChild maxWidth="full" height="auto" borderRadius="sm">
        <img
          src={address}
          alt={picture.description ?? ''}
          width={picture.width}
          height={picture.height}
        />
      </Box>
      <Text as="span" display="block" textStyle="xs" fontWeight="medium">
        {name}
      </Text>
      <DescriptionLine picture={picture} address={address} />
      <label htmlFor={ownId}>
        <Text as="span" textStyle="xs">
          {PICTURE_TEXTS.own}
        </Text>
      </label>
      <Input
        id={ownId}
        size="xs"
        bg="white"
        value={picture.decorative ? '' : own}
        disabled={picture.decorative}
        maxLength={MAX_DESCRIPTION}
        placeholder={PICTURE_TEXTS.ownHelper}
        onChange={(event) => write(event.target.value)}
        onKeyDownCapture={(event) => {
          // Enter ends the description: it neither submits the page's form nor reaches Lexical,
          // which would break the paragraph where her cursor last was.
          if (event.key === 'Enter') {
            event.preventDefault()
            event.stopPropagation()
          }
        }}
      />
      <Text as="span" display="flex" gap="2" alignItems="start" textStyle="xs">
        <input
          id={decorativeId}
          type="checkbox"
          checked={picture.decorative === true}
          onChange={(event) => {
            const decorative = event.target.checked
            change((node) => node.setDecorative(decorative))
          }}
        />
        <label htmlFor={decorativeId}>{PICTURE_TEXTS.decorative}</label>
      </Text>
    </Stack>
  )
}

/**
 * A picture of the media library inside her text: its address, its measured size and, if she
 * writes one, this use's own description. The site draws it as an <img> (page-document-view.tsx).
 */
export class PictureNode extends InlineDecoratorNode {
  __picture: Picture

  static getType(): string {
    return 'picture'
  }

  static clone(node: PictureNode): PictureNode {
    return new PictureNode(node.__picture, node.__key)
  }

  static importJSON({
    url,
    description,
    decorative,
    width,
    height,
  }: SerializedPictureNode): PictureNode {
    return new PictureNode({ url, description, decorative, width, height })
  }

  constructor(picture: Picture, key?: NodeKey) {
    super(key)
    this.__picture = picture
  }

  exportJSON(): SerializedPictureNode {
    return { type: 'picture', ...this.__picture, version: 1 }
  }

  setDescription(description: string) {
    const writable = this.getWritable()
    writable.__picture = { ...writable.__picture, description: description.trim() || undefined }
  }

  /** Drawn with alt="" on purpose in this text; her own description, kept, says again if not. */
  setDecorative(decorative: boolean) {
    const writable = this.getWritable()
    writable.__picture = { ...writable.__picture, decorative: decorative || undefined }
  }

  decorate(): ReactNode {
    return <PictureInEditor nodeKey={this.__key} picture={this.__picture} />
  }
}

export function $createPictureNode(picture: Picture): PictureNode {
  return new PictureNode(picture)
}
