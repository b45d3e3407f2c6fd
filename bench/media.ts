/**
 * The media library at the size the issue names: 2,000 pictures in the `images` bucket, 200 of
 * them used by activities. Each page of the library is one statement that joins every stored
 * file with the uses the database finds, so its time grows with the bucket, not with the page.
 * Its limit: Storage's own listing of one page of the same bucket, on the same stack.
 */
import { startTestStack } from '../local/testing.ts'

const FILES = 2_000
const USED = 200
const REQUESTS = 20
/** A page of the library may cost this many times Storage's own listing of 24 files. */
const MAX_RATIO = 2

const QUERIES = [
  ['first page', '?kind=images'],
  ['"Sin usar"', '?kind=images&unused=1'],
  ['search by name', '?kind=images&q=foto-19'],
  ['last page', `?kind=images&offset=${FILES - 24}`],
] as const

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

export async function benchMediaLibrary(): Promise<boolean> {
  const stack = await startTestStack()
  try {
    await stack.sql`
      insert into storage.objects (bucket_id, name, metadata)
      select 'images', format('uploads/2026/foto-%s.webp', n),
             jsonb_build_object('size', 150000, 'mimetype', 'image/webp')
      from generate_series(1, ${FILES}) as n`
    await stack.sql`
      insert into public.activities (title, description, image_url)
      select format('Actividad %s', n), 'Descripción',
             format('%s/storage/v1/object/public/images/uploads/2026/foto-%s.webp', ${stack.apiUrl}::text, n)
      from generate_series(1, ${USED}) as n`
    const login = await fetch(`${stack.functionsUrl}/api/login`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bienestar-demo' }),
    })
    const { session } = (await login.json()) as { session: { access_token: string } }
    console.log(
      `\n## The media library with ${FILES} files, ${USED} of them in use (${REQUESTS} requests each)\n`,
    )
    const headers = { apikey: stack.anonKey, authorization: `Bearer ${session.access_token}` }
    const timed = async (request: () => Promise<Response>) => {
      const times: number[] = []
      for (let index = 0; index < REQUESTS; index += 1) {
        const started = performance.now()
        const response = await request()
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`answered ${response.status}`)
        times.push(performance.now() - started)
      }
      return median(times)
    }
    const limit = await timed(() =>
      fetch(`${stack.apiUrl}/storage/v1/object/list/images`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ prefix: 'uploads/2026', limit: 24, offset: 0 }),
      }),
    )
    console.log(
      `  ${"Storage's list".padEnd(16)} median ${limit.toFixed(0).padStart(4)} ms   (the limit)`,
    )
    let passed = true
    for (const [label, query] of QUERIES) {
      const middle = await timed(() =>
        fetch(`${stack.functionsUrl}/api/media${query}`, { headers }),
      )
      const ratio = middle / Math.max(limit, 1)
      const ok = ratio <= MAX_RATIO
      passed &&= ok
      console.log(
        `  ${label.padEnd(16)} median ${middle.toFixed(0).padStart(4)} ms   ratio ${ratio.toFixed(1)}   ${ok ? 'PASS' : 'FAIL'} at most ${MAX_RATIO} times the limit`,
      )
    }
    return passed
  } finally {
    await stack.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchMediaLibrary()
}
