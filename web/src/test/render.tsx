import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router'
import { system } from '../lib/system.ts'

/** Renders a component as the site does: inside the Chakra system and a router at `path`. */
export function renderInSite(ui: ReactElement, path = '/') {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ChakraProvider>,
  )
}
