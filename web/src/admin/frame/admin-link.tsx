import { mergeProps } from '@chakra-ui/react'
import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type TransitionStartFunction,
  useContext,
} from 'react'
import { Link, useLinkClickHandler, useResolvedPath } from 'react-router-dom'
import { PreloadScreen } from '../../app/screen-preload.ts'

/**
 * How the frame carries a move to another of the owner's screens: inside its transition, so that
 * while the next screen's code arrives the one she leaves says so and takes no more taps. Outside
 * a frame (the sign-in) a move is just made.
 */
export const LeaveScreenContext = createContext<TransitionStartFunction>((move) => move())

/**
 * A link to another screen. Its screen's code starts loading as soon as she shows the intent to
 * follow it (pointer over it, focus on it, a finger on it), and following it is the frame's
 * transition (above). A click with a modifier key opens a tab as any link does.
 */
export function AdminLink({
  to,
  replace,
  state,
  ...props
}: ComponentProps<typeof Link> & { to: string }) {
  const leave = useContext(LeaveScreenContext)
  const preloadScreen = useContext(PreloadScreen)
  const { pathname } = useResolvedPath(to)
  const follow = useLinkClickHandler(to, { replace, state })
  const preload = () => preloadScreen(pathname)
  const own = {
    onPointerEnter: preload,
    onFocus: preload,
    onTouchStart: preload,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!event.defaultPrevented) leave(() => follow(event))
    },
  }
  // The caller's handlers (the sidebar asks before leaving unsaved work) run first.
  return <Link {...mergeProps(props, own)} to={to} replace={replace} state={state} />
}
