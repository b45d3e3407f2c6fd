import { createRoot } from 'react-dom/client'
import Toaster from './toaster.tsx'

/** The toaster on a page that is only islands: its own root, drawn like the app's. */
export function showToaster() {
  const spot = document.createElement('div')
  document.body.append(spot)
  createRoot(spot).render(<Toaster />)
}
