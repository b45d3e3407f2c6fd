import { Box } from '#styled/jsx'
import { Heading, Text } from '../plain/typography.tsx'

/** What a developer sees instead of a blank page when the build was given a bad configuration. */
export function ConfigurationProblems({ problems }: { problems: readonly string[] }) {
  return (
    <Box as="main" maxW="2xl" mx="auto" p="6">
      <Heading as="h1" size="xl" mb="4">
        Configuración incompleta
      </Heading>
      <Text mb="3">El sitio no puede arrancar con esta configuración:</Text>
      <Box as="ul" ps="5" listStyleType="disc">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </Box>
    </Box>
  )
}
