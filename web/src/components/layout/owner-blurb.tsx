import type { ReactNode } from 'react'
import { safeHref } from '../../lib/safe-href.ts'
import { PhotoNetworkIcon, VideoChannelIcon } from './frame-icons.tsx'
import styles from './owner-blurb.module.css'

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
      className={styles.link}
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
    <div className={styles.person}>
      <p className={styles.name}>{shownName}</p>
      <div className={styles.links}>
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
      <p className={styles.about}>{about}</p>
      <div className={styles.people}>
        {people.map((person, index) => (
          <Person key={PEOPLE[index]?.prefix ?? index} {...person} />
        ))}
      </div>
    </>
  )
}
