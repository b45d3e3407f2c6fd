// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/promociones')

export default function Screen() {
  return <h1>Promociones</h1>
}
