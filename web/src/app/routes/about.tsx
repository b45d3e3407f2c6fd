// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/nosotros')

export default function Screen() {
  return <h1>Nosotros</h1>
}
