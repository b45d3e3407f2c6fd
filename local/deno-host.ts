/**
 * Runs under Deno. Makes the function's `Deno.serve(...)` listen where the local stack says (like
 * the Edge Runtime, which decides where a function listens), then loads the function.
 * Env: FUNCTION_ENTRY (absolute path or file URL of the entry), FUNCTION_PORT (0: any free port,
 * which the "listening on" line names: a port chosen beforehand could be taken before Deno
 * binds it).
 */
export {}

type ServeOptions = Record<string, unknown> & { handler?: unknown }
type DenoNamespace = {
  env: { get(name: string): string | undefined }
  ppid: number
  exit(code: number): never
  readTextFileSync(path: string): string
  serve: (...args: unknown[]) => unknown
}

const deno = (globalThis as unknown as { Deno: DenoNamespace }).Deno
const port = Number(deno.env.get('FUNCTION_PORT') ?? 0)
const entry = deno.env.get('FUNCTION_ENTRY') ?? ''
const serve = deno.serve.bind(deno)

// `Deno.ppid` is read once per process; /proc shows the current parent (Linux).
function currentParentPid() {
  try {
    return Number(deno.readTextFileSync('/proc/self/stat').split(') ')[1].split(' ')[1])
  } catch {
    return deno.ppid
  }
}

const parentPid = currentParentPid()

// The stack's Node process owns this one: if it dies without stopping us, we stop too.
setInterval(() => {
  if (currentParentPid() !== parentPid) deno.exit(0)
}, 1000)

deno.serve = (...args: unknown[]) => {
  const [first, second] = args
  const options: ServeOptions = typeof first === 'function' ? {} : { ...(first as ServeOptions) }
  const handler = typeof first === 'function' ? first : (second ?? options.handler)
  return serve({
    ...options,
    handler,
    port,
    hostname: '127.0.0.1',
    onListen: ({ port: bound }: { port: number }) =>
      console.log(`[functions] listening on http://127.0.0.1:${bound}`),
  })
}

await import(entry.startsWith('file:') ? entry : `file://${entry}`)
