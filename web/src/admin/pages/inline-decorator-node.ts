import { DecoratorNode } from 'lexical'
import type { ReactNode } from 'react'

/**
 * A node inside her paragraph that the editor draws with React (a picture, a detail of «Datos
 * legales»): Lexical gives it a span to draw in, which nothing it holds ever changes.
 */
export abstract class InlineDecoratorNode extends DecoratorNode<ReactNode> {
  createDOM(): HTMLElement {
    return document.createElement('span')
  }

  updateDOM(): false {
    return false
  }

  isInline(): boolean {
    return true
  }
}
