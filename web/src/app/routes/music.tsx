// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/musica')

export default function Screen() {
  return <h1>Música</h1>
}
