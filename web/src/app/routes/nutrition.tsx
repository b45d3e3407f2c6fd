// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/nutricion')

export default function Screen() {
  return <h1>Nutrición</h1>
}
