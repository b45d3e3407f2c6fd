// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/aviso-legal')

export default function Screen() {
  return <h1>Aviso legal</h1>
}
