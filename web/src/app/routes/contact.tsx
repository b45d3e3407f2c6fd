// PLACEHOLDER: replaced by the real screen
import { pageHead } from '../head.ts'

export const head = () => pageHead('/contacto')

export default function Screen() {
  return <h1>Formulario de Contacto</h1>
}
