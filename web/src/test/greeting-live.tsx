/** An island for the tests of `lib/island.tsx`: it greets whom its props name. */
export default function GreetingLive({ name }: { name: string }) {
  return <p>Hola, {name}</p>
}
