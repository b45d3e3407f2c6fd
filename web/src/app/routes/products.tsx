// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/productos')

export default function Screen() {
  return <h1>Productos</h1>
}
