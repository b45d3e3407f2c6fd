import { Center } from '@chakra-ui/react/center'
import { Spinner } from '@chakra-ui/react/spinner'
import type { SystemStyleObject } from '@chakra-ui/react/styled-system'
import { LIST_TEXTS } from '../editor/messages.ts'

/**
 * Where a piece of a screen whose code loads when it is needed (a form, an upload) will appear,
 * while that code arrives: a spinner in a frame of the piece's size, so nothing moves when it is
 * drawn (decision 011).
 */
export function PieceLoading({ minH }: { minH: SystemStyleObject['minH'] }) {
  return (
    <Center minH={minH} role="status" aria-label={LIST_TEXTS.loading}>
      <Spinner size="lg" color="brand.700" />
    </Center>
  )
}
