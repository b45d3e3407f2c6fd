// PLACEHOLDER: replaced by the real screen
export default function Screen() {
  return <h1>404 Page Not Found</h1>
}
