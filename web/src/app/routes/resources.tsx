// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/recursos')

export default function Screen() {
  return <h1>Recursos</h1>
}
