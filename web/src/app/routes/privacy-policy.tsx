// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/politica-privacidad')

export default function Screen() {
  return <h1>Política de privacidad</h1>
}
