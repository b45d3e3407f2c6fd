// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/libros')

export default function Screen() {
  return <h1>Libros</h1>
}
