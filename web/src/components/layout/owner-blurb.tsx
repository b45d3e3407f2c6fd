import type { ReactNode } from 'react'
import { css } from '#styled/css'
import type { OwnerSettings } from '../../features/site-settings/queries.ts'
import { useOwnerSettings } from '../../features/site-settings/site-settings.tsx'
import { safeHref } from '../../lib/safe-href.ts'
import { PhotoNetworkIcon, VideoChannelIcon } from './frame-icons.tsx'

/** The two people of the footer, from their settings (`social_person1_*`, `social_person2_*`). */
export function peopleOf({ values }: OwnerSettings): PersonLinks[] {
  return [
    {
      name: values.social_person1_name,
      video: values.social_person1_video,
      social: values.social_person1_social,
    },
    {
      name: values.social_person2_name,
      video: values.social_person2_video,
      social: values.social_person2_social,
    },
  ]
}

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
export function OwnerBlurb() {
  const settings = useOwnerSettings()
  return (
    <>
      <p className={aboutLook}>{settings.values.footer_about}</p>
      <div className={peopleLook}>
        {peopleOf(settings).map((person, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the two people are fixed places
          <Person key={index} {...person} />
        ))}
      </div>
    </>
  )
}
