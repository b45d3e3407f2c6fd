// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/actividades')

export default function Screen() {
  return <h1>Actividades</h1>
}
