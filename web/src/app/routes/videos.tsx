// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/videos')

export default function Screen() {
  return <h1>Vídeos</h1>
}
