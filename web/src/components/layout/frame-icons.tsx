import type { SVGProps } from 'react'

/**
 * The few icons of the site frame, drawn here rather than imported: react-icons ships each set as
 * one module, so importing it from the first-load chunk pulls every icon the lazy screens use
 * into that chunk too.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'viewBox'> & { size?: number }

function Frame({ size = 20, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

export function MenuIcon(props: IconProps) {
  return (
    <Frame {...props}>
      <rect x="3" y="5" width="18" height="2.4" rx="1.2" />
      <rect x="3" y="10.8" width="18" height="2.4" rx="1.2" />
      <rect x="3" y="16.6" width="18" height="2.4" rx="1.2" />
    </Frame>
  )
}

/** A speech bubble with a handset: the messaging chat. */
export function ChatIcon(props: IconProps) {
  return (
    <Frame {...props}>
      <path d="M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5Zm0 2a7.5 7.5 0 1 1-3.9 13.9l-.4-.2-2.3.6.6-2.2-.3-.4A7.5 7.5 0 0 1 12 4.5Z" />
      <path d="M9.2 7.6c.3 0 .5 0 .7.5l.8 1.8c.1.3 0 .5-.1.7l-.6.7c-.1.2-.2.3 0 .6a6.3 6.3 0 0 0 3 2.6c.3.1.4.1.6-.1l.8-.9c.2-.2.4-.2.6-.1l1.8.9c.3.1.4.3.4.5 0 .7-.5 1.8-1.6 2-1 .2-2.3 0-4.3-1.3a9.6 9.6 0 0 1-3-3.4c-.7-1.3-.7-2.4-.3-3.2.4-.8.9-1.3 1.2-1.3Z" />
    </Frame>
  )
}

/** A rounded square with a lens: the photo network. */
export function PhotoNetworkIcon(props: IconProps) {
  return (
    <Frame {...props}>
      <path d="M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3Zm0 2A2.5 2.5 0 0 0 5 7.5v9A2.5 2.5 0 0 0 7.5 19h9a2.5 2.5 0 0 0 2.5-2.5v-9A2.5 2.5 0 0 0 16.5 5h-9Z" />
      <path d="M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z" />
      <circle cx="17" cy="7" r="1.2" />
    </Frame>
  )
}

/** A rounded screen with a play triangle: the video channel. */
export function VideoChannelIcon(props: IconProps) {
  return (
    <Frame {...props}>
      <path d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4Zm4 4.2v5.6l5-2.8-5-2.8Z" />
    </Frame>
  )
}
