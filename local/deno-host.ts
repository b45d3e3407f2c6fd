/**
 * Runs under Deno. Makes the function's `Deno.serve(...)` listen on the port the local stack chose
 * (like the Edge Runtime, which decides where a function listens), then loads the function.
 * Env: FUNCTION_ENTRY (absolute path or file URL of the entry), FUNCTION_PORT.
 */
export {}

type ServeOptions = Record<string, unknown> & { handler?: unknown }
type DenoNamespace = {
  env: { get(name: string): string | undefined }
  serve: (...args: unknown[]) => unknown
}

const deno = (globalThis as unknown as { Deno: DenoNamespace }).Deno
const port = Number(deno.env.get('FUNCTION_PORT'))
const entry = deno.env.get('FUNCTION_ENTRY') ?? ''
const serve = deno.serve.bind(deno)

deno.serve = (...args: unknown[]) => {
  const [first, second] = args
  const options: ServeOptions = typeof first === 'function' ? {} : { ...(first as ServeOptions) }
  const handler = typeof first === 'function' ? first : (second ?? options.handler)
  return serve({
    ...options,
    handler,
    port,
    hostname: '127.0.0.1',
    onListen: () => console.log(`[functions] listening on http://127.0.0.1:${port}`),
  })
}

await import(entry.startsWith('file:') ? entry : `file://${entry}`)
