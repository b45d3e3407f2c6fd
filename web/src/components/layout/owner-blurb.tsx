import type { ReactNode } from 'react'
import { css } from '#styled/css'
import { safeHref } from '../../lib/safe-href.ts'
import { PhotoNetworkIcon, VideoChannelIcon } from './frame-icons.tsx'

export const DEFAULT_ABOUT =
  'Un espacio para cuidar el cuerpo y la mente con alimentación consciente, terapias naturales y comunidad.'

export const PEOPLE = [
  {
    prefix: 'social_person1',
    name: 'Elena Marín',
    video: 'https://www.youtube.com/',
    social: 'https://www.instagram.com/',
  },
  {
    prefix: 'social_person2',
    name: 'Tomás Requena',
    video: 'https://www.youtube.com/',
    social: 'https://www.instagram.com/',
  },
] as const

const aboutLook = css({ m: '0', minH: '4.5em' })
const peopleLook = css({ display: 'flex', gap: '8' })
const personLook = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const nameLook = css({ m: '0', fontWeight: 'semibold', color: 'white' })
const linksLook = css({ display: 'flex', gap: '2' })

const linkLook = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'full',
  bg: 'whiteAlpha.200',
  color: 'inherit',
  _hover: { bg: 'whiteAlpha.300' },
  _focusVisible: { outline: '2px solid white', outlineOffset: '2px' },
})

export interface PersonLinks {
  name: string
  video: string
  social: string
}

function ExternalIcon({
  href,
  label,
  children,
}: {
  href: string
  label: string
  children: ReactNode
}) {
  const address = safeHref(href)
  // An icon has no text to show in a refused link's place.
  if (!address) return null
  return (
    <a
      className={linkLook}
      href={address}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
    >
      {children}
    </a>
  )
}

function Person({ name: shownName, video, social }: PersonLinks) {
  return (
    <div className={personLook}>
      <p className={nameLook}>{shownName}</p>
      <div className={linksLook}>
        <ExternalIcon href={video} label={`Canal de vídeo de ${shownName}`}>
          <VideoChannelIcon size={18} />
        </ExternalIcon>
        <ExternalIcon href={social} label={`Red social de ${shownName}`}>
          <PhotoNetworkIcon size={18} />
        </ExternalIcon>
      </div>
    </div>
  )
}

/** The footer's texts and links that the owner edits in the site settings. */
export function OwnerBlurb({ about, people }: { about: string; people: readonly PersonLinks[] }) {
  return (
    <>
      <p className={aboutLook}>{about}</p>
      <div className={peopleLook}>
        {people.map((person, index) => (
          <Person key={PEOPLE[index]?.prefix ?? index} {...person} />
        ))}
      </div>
    </>
  )
}
