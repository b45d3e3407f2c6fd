// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/')

export default function Screen() {
  return <h1>Inicio</h1>
}
