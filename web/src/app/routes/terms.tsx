// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/terminos')

export default function Screen() {
  return <h1>Términos y condiciones</h1>
}
