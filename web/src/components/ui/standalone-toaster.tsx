import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { CacheProvider } from '@emotion/react'
import { createRoot } from 'react-dom/client'
import { createEmotionCache } from '../../lib/emotion-cache.ts'
import { system } from '../../lib/system.ts'
import { Toaster } from './toaster.tsx'

/** The toaster on a page that is only islands: its own root, drawn with Chakra like the app's. */
export function showToaster() {
  const spot = document.createElement('div')
  document.body.append(spot)
  createRoot(spot).render(
    <CacheProvider value={createEmotionCache()}>
      <ChakraProvider value={system}>
        <Toaster />
      </ChakraProvider>
    </CacheProvider>,
  )
}
