// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/reproductor-musica')

export default function Screen() {
  return <h1>Reproductor de Música</h1>
}
