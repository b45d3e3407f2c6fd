// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/elena-marin')

export default function Screen() {
  return <h1>Elena Marín</h1>
}
