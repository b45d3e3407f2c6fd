/** How the host stand-in encodes what it sends: its files and the function's answers. */
export type Encoding = 'br' | 'gzip' | 'identity'

/** The encoding to answer with, from an Accept-Encoding header (q-values respected). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity'
  const quality = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    quality.set(name, q === undefined ? 1 : Number(q))
  }
  const accepted = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0
  if (accepted('br')) return 'br'
  if (accepted('gzip')) return 'gzip'
  return 'identity'
}

/** Below this size compression saves less than its headers cost. */
export const MIN_COMPRESSED_BYTES = 1024
