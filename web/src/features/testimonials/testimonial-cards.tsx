import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { FaQuoteLeft } from 'react-icons/fa'
import type { Testimonial } from './queries.ts'
import { initialsOf, testimonialContent } from './rules.ts'
import { AVATAR_SIZE } from './testimonial-skeleton.tsx'

/** The person's photo, or their initials in a circle of the same size. */
function Avatar({ testimonial }: { testimonial: Testimonial }) {
  if (testimonial.avatarUrl) {
    return (
      <img
        src={testimonial.avatarUrl}
        alt=""
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        loading="lazy"
        decoding="async"
        style={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
      />
    )
  }
  return (
    <Box
      aria-hidden="true"
      w={`${AVATAR_SIZE}px`}
      h={`${AVATAR_SIZE}px`}
      flexShrink={0}
      rounded="full"
      bg="brand.100"
      color="brand.800"
      fontWeight="bold"
      fontSize="xl"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      {initialsOf(testimonial.name)}
    </Box>
  )
}

export function TestimonialCard({
  testimonial,
  headingLevel,
}: {
  testimonial: Testimonial
  headingLevel: 'h2' | 'h3'
}) {
  return (
    <li>
      <Card.Root variant="outline" h="full" bg="white">
        <Card.Body gap="4" p="6">
          <Flex gap="4" align="center">
            <Avatar testimonial={testimonial} />
            <Box>
              <Heading as={headingLevel} fontSize="lg" color="brand.800">
                {testimonial.name}
              </Heading>
              {testimonial.age && (
                <Text fontSize="sm" color="gray.600">
                  {testimonial.age}
                </Text>
              )}
            </Box>
          </Flex>
          <Box as="figure" m="0">
            <Box as="blockquote" m="0">
              <Text fontFamily="heading" fontSize="lg" fontStyle="italic" color="gray.900">
                <Box as="span" color="brand.400" display="inline-block" mr="2">
                  <FaQuoteLeft aria-hidden="true" size={14} />
                </Box>
                {testimonial.quote}
              </Text>
              <Text mt="2" fontSize="sm" color="gray.700">
                {testimonialContent(testimonial)}
              </Text>
            </Box>
          </Box>
        </Card.Body>
      </Card.Root>
    </li>
  )
}
