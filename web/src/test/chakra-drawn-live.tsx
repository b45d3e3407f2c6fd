import { Box } from '@chakra-ui/react/box'

/** An island for the tests of `scripts/island-modules.ts`: drawn with a Chakra component. */
export default function ChakraDrawnLive() {
  return <Box p="4">Con Chakra</Box>
}
