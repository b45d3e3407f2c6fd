/** An island for the tests of `lib/island.tsx`, drawn without props. */
export default function FarewellLive() {
  return <p>Adiós</p>
}
