import { Badge } from '@chakra-ui/react/badge'
import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import type { ReactNode } from 'react'
import { FaCalendarAlt, FaMapMarkerAlt, FaTag, FaVideo } from 'react-icons/fa'
import { Link } from 'react-router'
import { ActionLink, isSiteAddress } from '../../components/content/action-link.tsx'
import { MediaImage } from '../../components/content/media-image.tsx'
import { ACTIVITY_IMAGE_HEIGHT, ACTIVITY_IMAGE_WIDTH } from './activity-skeleton.tsx'
import type { Activity } from './queries.ts'
import {
  activityActions,
  activityPlace,
  activityShortText,
  statusDisplay,
  typeLabel,
  WAITING_LIST_TEXT,
  waitingListTarget,
} from './rules.ts'

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: string }) {
  return (
    <Flex as="li" gap="2" align="flex-start" fontSize="sm" color="gray.700">
      <Box as="span" color="brand.700" pt="0.5" flexShrink={0}>
        {icon}
      </Box>
      <span>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </span>
    </Flex>
  )
}

/**
 * Every card has a 'Reservar plaza': screen-reader users hearing a list of links need to know
 * which activity each one is for.
 */
function ForActivity({ title }: { title: string }) {
  return <VisuallyHidden>: {title}</VisuallyHidden>
}

function WaitingListLink({ to, activityTitle }: { to: string; activityTitle: string }) {
  const style = {
    color: 'brand.700',
    fontWeight: 'semibold',
    fontSize: 'sm',
    textDecoration: 'underline',
    display: 'inline-flex',
    alignItems: 'center',
    minH: '6',
  } as const
  return (
    <Box asChild {...style}>
      {isSiteAddress(to) ? (
        <Link to={to}>
          {WAITING_LIST_TEXT}
          <ForActivity title={activityTitle} />
        </Link>
      ) : (
        <a href={to} target="_blank" rel="noopener noreferrer">
          {WAITING_LIST_TEXT}
          <ForActivity title={activityTitle} />
          <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
        </a>
      )}
    </Box>
  )
}

const ACTION_VARIANTS = { reserve: 'solid', cta: 'outline', second: 'ghost' } as const

/** One activity: picture, status and type, title, when, where, price, text and its buttons. */
export function ActivityCard({
  activity,
  headingLevel,
}: {
  activity: Activity
  headingLevel: 'h2' | 'h3'
}) {
  const status = statusDisplay(activity.status)
  const type = typeLabel(activity.type)
  const place = activityPlace(activity)
  const waitingList = waitingListTarget(activity)
  const actions = activityActions(activity)
  return (
    <li>
      <Card.Root variant="outline" overflow="hidden" h="full">
        <MediaImage
          src={activity.imageUrl}
          alt=""
          width={ACTIVITY_IMAGE_WIDTH}
          height={ACTIVITY_IMAGE_HEIGHT}
          sizes="(min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw"
        />
        <Card.Body gap="3" p="5">
          <Flex gap="2" wrap="wrap">
            <Badge colorPalette={status.color} variant="subtle" size="md">
              {status.label}
            </Badge>
            {type && (
              <Badge colorPalette="gray" variant="outline" size="md">
                {type}
              </Badge>
            )}
          </Flex>
          <Heading as={headingLevel} fontSize="xl" color="brand.800" lineHeight="short">
            {activity.title}
          </Heading>
          <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
            {activity.date && (
              <Detail icon={<FaCalendarAlt aria-hidden="true" />} label="Fecha">
                {activity.date}
              </Detail>
            )}
            {place && (
              <Detail
                icon={
                  activity.isOnline ? (
                    <FaVideo aria-hidden="true" />
                  ) : (
                    <FaMapMarkerAlt aria-hidden="true" />
                  )
                }
                label="Lugar"
              >
                {place}
              </Detail>
            )}
            {activity.price && (
              <Detail icon={<FaTag aria-hidden="true" />} label="Precio">
                {activity.price}
              </Detail>
            )}
          </Stack>
          <Text color="gray.700" fontSize="sm">
            {activityShortText(activity)}
          </Text>
        </Card.Body>
        {(actions.length > 0 || waitingList) && (
          <Card.Footer p="5" pt="0" flexDirection="column" alignItems="stretch" gap="3">
            {actions.length > 0 && (
              <Flex gap="2" wrap="wrap">
                {actions.map((action) => (
                  <ActionLink
                    key={action.kind}
                    to={action.to}
                    variant={ACTION_VARIANTS[action.kind]}
                    size="sm"
                    rounded="pill"
                  >
                    {action.text}
                    <ForActivity title={activity.title} />
                  </ActionLink>
                ))}
              </Flex>
            )}
            {waitingList && <WaitingListLink to={waitingList} activityTitle={activity.title} />}
          </Card.Footer>
        )}
      </Card.Root>
    </li>
  )
}
