// PLACEHOLDER: replaced by the real screen
export default function Screen() {
  return <h1>Inscripción</h1>
}
