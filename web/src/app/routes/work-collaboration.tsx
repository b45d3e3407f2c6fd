// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/colaboracion-trabajo')

export default function Screen() {
  return <h1>Solicitud de Colaboración de Trabajo</h1>
}
