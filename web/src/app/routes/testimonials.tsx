// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/testimonios')

export default function Screen() {
  return <h1>Testimonios</h1>
}
