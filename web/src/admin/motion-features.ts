import { domMax } from 'framer-motion'

/** Loaded by `AdminMotion` on its own: drag, layout and presence animations. */
export default domMax
