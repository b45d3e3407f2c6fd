import { Badge } from '@chakra-ui/react/badge'
import type { NodeKey, SerializedLexicalNode, Spread } from 'lexical'
import type { ReactNode } from 'react'
import type { LegalDetail } from '../../../../edge-functions/_shared/page-nodes.ts'
import { InlineDecoratorNode } from './inline-decorator-node.ts'

/** What the owner reads in the editor where a legal text names one of her «Datos legales». */
export const LEGAL_DETAIL_NAMES: Record<LegalDetail, string> = {
  'holder-sentence': 'Titular, NIF y domicilio (de «Datos legales»)',
  'holder-details': 'Ficha del titular (de «Datos legales»)',
  email: 'Correo legal (de «Datos legales»)',
  phone: 'Teléfono (de «Datos legales»)',
}

type SerializedLegalDetailNode = Spread<
  { type: 'legal-detail'; detail: LegalDetail },
  SerializedLexicalNode
>

/**
 * A detail of «Datos legales» inside a text: drawn by the site from her settings, so the editor
 * shows its name and keeps it whole (it is edited in Configuración, not here).
 */
export class LegalDetailNode extends InlineDecoratorNode {
  __detail: LegalDetail

  static getType(): string {
    return 'legal-detail'
  }

  static clone(node: LegalDetailNode): LegalDetailNode {
    return new LegalDetailNode(node.__detail, node.__key)
  }

  static importJSON(serialized: SerializedLegalDetailNode): LegalDetailNode {
    return new LegalDetailNode(serialized.detail)
  }

  constructor(detail: LegalDetail, key?: NodeKey) {
    super(key)
    this.__detail = detail
  }

  exportJSON(): SerializedLegalDetailNode {
    return { type: 'legal-detail', detail: this.__detail, version: 1 }
  }

  decorate(): ReactNode {
    return (
      <Badge colorPalette="teal" variant="subtle" whiteSpace="normal">
        {LEGAL_DETAIL_NAMES[this.__detail]}
      </Badge>
    )
  }
}
