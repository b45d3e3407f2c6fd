// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/redir-servicios')

export default function Screen() {
  return <h1>Redirigiendo a Terapias...</h1>
}
