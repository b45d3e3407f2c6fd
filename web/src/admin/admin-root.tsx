import { Box } from '@chakra-ui/react/box'
import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ConfigurationProblems } from '../components/layout/configuration-problems.tsx'
import { env } from '../lib/env.ts'
import { queryClient } from '../lib/query-client.ts'
import { installAccessToken } from './session/supabase.ts'
import { adminSystem } from './system.ts'

/**
 * What every admin screen stands in: its own Chakra system (form and dialog recipes), the shared
 * query client and the session's token on every /api call. Motion is set up by the pieces that
 * animate (`motion.tsx`), so a screen without any never loads it. A build without the anon key
 * shows what is missing instead.
 */
export function AdminRoot({ children }: { children: ReactNode }) {
  if (env.adminProblems.length > 0) {
    return (
      <ChakraProvider value={adminSystem}>
        <ConfigurationProblems problems={env.adminProblems} />
      </ChakraProvider>
    )
  }
  installAccessToken()
  return (
    <ChakraProvider value={adminSystem}>
      <QueryClientProvider client={queryClient}>
        {/* Focus rings and controls take the brand colour unless a component says otherwise. */}
        <Box colorPalette="brand">{children}</Box>
      </QueryClientProvider>
    </ChakraProvider>
  )
}
