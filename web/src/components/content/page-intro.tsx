import type { ReactNode } from 'react'
import { Box } from '#styled/jsx'
import { Heading, Text } from '../plain/typography.tsx'

/** A page's one <h1> and its introduction, both in the prerendered HTML. */
export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="header" maxW="3xl" mb={{ base: '8', md: '10' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="brand.800" mb="4">
        {title}
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700">
        {children}
      </Text>
    </Box>
  )
}
