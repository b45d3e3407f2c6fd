import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'

/** The album and track manager's place in the admin frame; its screen is being built. */
export function AlbumsManager() {
  return (
    <>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="6">
        Álbumes y música
      </Heading>
      <Card.Root variant="outline" bg="white">
        <Card.Body>
          <Text>El gestor de álbumes y pistas estará disponible aquí muy pronto.</Text>
        </Card.Body>
      </Card.Root>
    </>
  )
}
