import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { connect, type IncomingHttpHeaders } from 'node:http2'
import { request as httpsRequest } from 'node:https'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type LocalCertificate, localCertificate } from './local-certificate.ts'
import {
  BodyCache,
  CACHE_HTML,
  CACHE_IMMUTABLE,
  CACHE_OTHER,
  NOT_FOUND_FILE,
  parseRedirects,
  REDIRECTS_FILE,
  SPA_FALLBACK,
  type StaticSite,
  serveSite,
} from './static-site.ts'

const BIG_SCRIPT = `export const words = ${JSON.stringify('palabra '.repeat(400))}\n`
const FILES: Record<string, string | Buffer> = {
  'index.html': '<h1>Inicio</h1>',
  [SPA_FALLBACK]: '<div id="root"></div>',
  'actividades/index.html': '<h1>Actividades</h1>',
  'inscripcion/hooponopono/index.html': "<h1>Ho'oponopono</h1>",
  'assets/index-abc123.js': BIG_SCRIPT,
  'assets/index-abc123.css': 'body{margin:0}',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'robots.txt': 'User-agent: *\n',
  'actividades.ics': 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
  'demo/cuenco.wav': Buffer.from(Array.from({ length: 2048 }, (_, i) => i % 256)),
  'demo/hero-1.webp': Buffer.from('RIFF....WEBP'),
}

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

let root: string
let site: StaticSite

function get(path: string, headers: Record<string, string> = {}, method = 'GET', port = site.port) {
  return new Promise<Answer>((resolve, reject) => {
    // The path goes out as written: a URL object would resolve '..' before sending it.
    const target = { hostname: '127.0.0.1', port, path, method, headers }
    const call = request(target, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
    })
    call.on('error', reject)
    call.end()
  })
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'static-site-'))
  for (const [path, content] of Object.entries(FILES)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), content)
  }
  site = await serveSite({ root, port: 0 })
})

afterAll(async () => {
  await site.close()
  await rm(root, { recursive: true, force: true })
})

describe('which file answers a path', () => {
  test('an existing file is served as it is', async () => {
    const answer = await get('/robots.txt')
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe('User-agent: *\n')
  })

  test('a prerendered page is served from its folder, with or without the trailing slash', async () => {
    for (const path of ['/actividades', '/actividades/', '/inscripcion/hooponopono']) {
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      expect(answer.body.toString(), path).toContain('<h1>')
      expect(answer.body.toString(), path).not.toContain('id="root"')
    }
    expect((await get('/')).body.toString()).toBe('<h1>Inicio</h1>')
  })

  test('the query string does not change which file answers', async () => {
    expect((await get('/actividades?tipo=retiro')).body.toString()).toBe('<h1>Actividades</h1>')
  })

  test('in a build without a 404 page (made before it had one), every other path gets the SPA fallback with status 200', async () => {
    for (const path of ['/admin', '/album/3', '/no-existe/del-todo', '/reproductor.html']) {
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      expect(answer.body.toString(), path).toBe('<div id="root"></div>')
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8')
    }
  })

  test('a missing hashed asset is a 404, not the fallback page', async () => {
    const answer = await get('/assets/index-gone.js')
    expect(answer.status).toBe(404)
    expect(answer.body.toString()).not.toContain('id="root"')
  })

  test('a path that climbs out of the root is refused', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/x']) {
      expect((await get(path)).status, path).toBe(404)
    }
  })

  test('malformed percent-encoding is a 404', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(404)
  })
})

describe('headers', () => {
  test('each file type gets its content type', async () => {
    const expected: Record<string, string> = {
      '/assets/index-abc123.js': 'text/javascript; charset=utf-8',
      '/assets/index-abc123.css': 'text/css; charset=utf-8',
      '/favicon.svg': 'image/svg+xml',
      '/demo/hero-1.webp': 'image/webp',
      '/demo/cuenco.wav': 'audio/wav',
      '/actividades': 'text/html; charset=utf-8',
      '/actividades.ics': 'text/calendar; charset=utf-8',
    }
    for (const [path, type] of Object.entries(expected)) {
      expect((await get(path)).headers['content-type'], path).toBe(type)
    }
  })

  test('hashed assets are cached for a year, HTML is revalidated, other files for an hour', async () => {
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe(CACHE_IMMUTABLE)
    expect((await get('/actividades')).headers['cache-control']).toBe(CACHE_HTML)
    expect((await get('/admin')).headers['cache-control']).toBe(CACHE_HTML)
    expect((await get('/demo/hero-1.webp')).headers['cache-control']).toBe(CACHE_OTHER)
  })

  test('a matching ETag answers 304 with no body', async () => {
    const first = await get('/actividades')
    const again = await get('/actividades', { 'If-None-Match': String(first.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  test('HEAD answers the headers without a body', async () => {
    const answer = await get('/assets/index-abc123.js', {}, 'HEAD')
    expect(answer.status).toBe(200)
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(BIG_SCRIPT))
    expect(answer.body.length).toBe(0)
  })

  test('other methods are refused with 405', async () => {
    const answer = await get('/', {}, 'POST')
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
  })

  test('a byte range of a media file answers 206 with that slice', async () => {
    const answer = await get('/demo/cuenco.wav', { Range: 'bytes=100-199' })
    expect(answer.status).toBe(206)
    expect(answer.headers['content-range']).toBe('bytes 100-199/2048')
    expect([...answer.body]).toEqual(Array.from({ length: 100 }, (_, i) => (100 + i) % 256))
  })
})

describe('compression', () => {
  test('text is sent with brotli when the client accepts it', async () => {
    const answer = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(BIG_SCRIPT) / 4)
    expect(brotliDecompressSync(answer.body).toString()).toBe(BIG_SCRIPT)
  })

  test('text is sent with gzip when the client accepts only gzip', async () => {
    const answer = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(answer.body).toString()).toBe(BIG_SCRIPT)
  })

  test('text is sent as it is when the client asks for no encoding', async () => {
    const answer = await get('/assets/index-abc123.js')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.toString()).toBe(BIG_SCRIPT)
  })

  test('small files and images are never compressed', async () => {
    const headers = { 'Accept-Encoding': 'br, gzip' }
    expect((await get('/robots.txt', headers)).headers['content-encoding']).toBeUndefined()
    expect((await get('/demo/cuenco.wav', headers)).headers['content-encoding']).toBeUndefined()
  })
})

describe("a build with its 404 page and the host's rules", () => {
  let built: string
  let server: StaticSite
  const fetchPath = (path: string, headers: Record<string, string> = {}) =>
    get(path, headers, 'GET', server.port)

  beforeAll(async () => {
    built = await mkdtemp(join(tmpdir(), 'static-site-404-'))
    const files: Record<string, string> = {
      'index.html': '<h1>Inicio</h1>',
      [SPA_FALLBACK]: '<div id="root"></div>',
      [NOT_FOUND_FILE]: '<h1>404 Page Not Found</h1>',
      'album/404.html': '<div id="root">álbum</div>',
      'album/1/index.html': '<h1>Cuencos</h1>',
      [REDIRECTS_FILE]: [
        '/api/*  https://ref.supabase.co/functions/v1/api/:splat  200',
        '/admin /__spa-fallback.html 200',
        '/admin/* /__spa-fallback.html 200',
        '/auth /__spa-fallback.html 200',
        '/auth/* /__spa-fallback.html 200',
        '/album/* /album/404.html 404',
        '',
      ].join('\n'),
    }
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(built, path)), { recursive: true })
      await writeFile(join(built, path), content)
    }
    server = await serveSite({ root: built, port: 0 })
  })

  afterAll(async () => {
    await server.close()
    await rm(built, { recursive: true, force: true })
  })

  test('an unknown path answers 404 with the 404 page', async () => {
    for (const path of ['/no-existe', '/no-existe/del-todo', '/administrar', '/reproductor.html']) {
      const answer = await fetchPath(path)
      expect(answer.status, path).toBe(404)
      expect(answer.body.toString(), path).toBe('<h1>404 Page Not Found</h1>')
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8')
    }
  })

  test("the owner's area is the app, with status 200", async () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/content-editor',
      '/auth',
      '/auth/nueva-contrasena',
    ]) {
      const answer = await fetchPath(path)
      expect(answer.status, path).toBe(200)
      expect(answer.body.toString(), path).toBe('<div id="root"></div>')
    }
  })

  test("the owner's area spelled in another case or encoding is sent to its one spelling, which the header rules match", async () => {
    for (const [typed, canonical] of [
      ['/ADMIN', '/admin'],
      ['/Admin/medios?vista=1', '/admin/medios?vista=1'],
      ['/%61dmin', '/admin'],
      ['/AUTH/nueva-contrasena', '/auth/nueva-contrasena'],
    ]) {
      const answer = await fetchPath(typed)
      expect(answer.status, typed).toBe(308)
      expect(answer.headers.location, typed).toBe(canonical)
    }
  })

  test('an album without a page of its own is the app, with status 404; one with a page is served', async () => {
    const missing = await fetchPath('/album/2')
    expect(missing.status).toBe(404)
    expect(missing.body.toString()).toBe('<div id="root">álbum</div>')
    const built = await fetchPath('/album/1')
    expect(built.status).toBe(200)
    expect(built.body.toString()).toBe('<h1>Cuencos</h1>')
  })

  test('a 404 is never answered "not modified", and the rules file is not served', async () => {
    const first = await fetchPath('/no-existe')
    const again = await fetchPath('/no-existe', { 'If-None-Match': String(first.headers.etag) })
    expect(again.status).toBe(404)
    expect((await fetchPath(`/${REDIRECTS_FILE}`)).status).toBe(404)
    expect((await fetchPath(`/${REDIRECTS_FILE}`)).body.toString()).not.toContain('/admin')
  })

  test('parseRedirects keeps the rewrites to files of the site', () => {
    expect(parseRedirects('/api/* https://x/api/:splat 200\n# nota\n/a /b 404\n/c /d')).toEqual([
      { from: '/a', to: '/b', status: 404 },
      { from: '/c', to: '/d', status: 301 },
    ])
  })
})

describe('the compressed copies', () => {
  test('the server keeps only those of the current pages, however many rebuilds it serves', async () => {
    const built = await mkdtemp(join(tmpdir(), 'static-site-cache-'))
    const cache = new BodyCache()
    const server = await serveSite({ root: built, port: 0, cache })
    const page = (words: number) => `<h1>${'Bienestar '.repeat(words)}</h1>`
    try {
      await mkdir(join(built, 'album/7'), { recursive: true })
      await writeFile(join(built, 'album/7/index.html'), page(300))
      for (let rebuild = 0; rebuild < 10; rebuild++) {
        await writeFile(join(built, 'index.html'), page(200 + rebuild))
        for (const encoding of ['br', 'gzip']) {
          const answer = await get('/', { 'Accept-Encoding': encoding }, 'GET', server.port)
          expect(answer.headers['content-encoding']).toBe(encoding)
          await get('/album/7', { 'Accept-Encoding': encoding }, 'GET', server.port)
        }
        // The album is removed by the rebuild after the first.
        if (rebuild === 1) await rm(join(built, 'album'), { recursive: true })
      }
      await cache.sweep()
      expect(cache.size).toBe(2)
    } finally {
      await server.close()
      await rm(built, { recursive: true, force: true })
    }
  })
})

describe('served over TLS', () => {
  let secure: StaticSite
  let certificate: LocalCertificate

  beforeAll(async () => {
    certificate = await localCertificate(join(await mkdtemp(join(tmpdir(), 'local-tls-')), 'tls'))
    secure = await serveSite({ root, tls: certificate })
  })

  afterAll(() => secure.close())

  test('answers HTTP/2 over TLS with the local certificate, the same answer as over HTTP/1.1', async () => {
    expect(secure.url).toBe(`https://127.0.0.1:${secure.port}`)
    const session = connect(secure.url, { ca: certificate.cert })
    const answer = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const stream = session.request({ ':path': '/assets/index-abc123.js' })
        const chunks: Buffer[] = []
        let headers: IncomingHttpHeaders = {}
        stream.on('response', (received) => {
          headers = received
        })
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }))
        stream.on('error', reject)
        stream.end()
      },
    )
    session.close()
    expect(answer.headers[':status']).toBe(200)
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(answer.headers['cache-control']).toBe(CACHE_IMMUTABLE)
    expect(answer.body.toString()).toBe(BIG_SCRIPT)
    const overHttp1 = await fetchOverTls(`${secure.url}/actividades`, certificate.cert)
    expect(overHttp1).toContain('<h1>Actividades</h1>')
  })
})

function fetchOverTls(url: string, ca: string) {
  return new Promise<string>((resolve, reject) => {
    const call = httpsRequest(url, { ca }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve(Buffer.concat(chunks).toString()))
    })
    call.on('error', reject)
    call.end()
  })
}
