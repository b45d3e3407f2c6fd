// A signed-out token is dead in Storage too. Storage checks only a token's signature and expiry,
// as hosted Storage does; the bucket policies decide through private.is_admin(), which requires
// the token's session to be live. So after the admin signs out, her token (valid for up to an
// hour more) can neither upload, overwrite, list nor delete, directly or resumably, while
// visitors still read the public files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from './testing.ts'

/** A 1x1 GIF, a picture every image bucket accepts. */
const GIF = Buffer.from(
  '47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b',
  'hex',
)
const KEPT = 'sesion/guardada.gif'

let stack: TestStack
let signedOutToken: string
let unfinishedUpload: string

const storageUrl = (path: string) => `${stack.apiUrl}/storage/v1${path}`
const headers = (token: string, extra: Record<string, string> = {}) => ({
  apikey: stack.anonKey,
  Authorization: `Bearer ${token}`,
  ...extra,
})

function upload(token: string, name: string, extra: Record<string, string> = {}) {
  return fetch(storageUrl(`/object/images/${name}`), {
    method: 'POST',
    headers: headers(token, { 'Content-Type': 'image/gif', ...extra }),
    body: new Uint8Array(GIF),
  })
}

function createResumable(token: string, name: string) {
  const metadata = { bucketName: 'images', objectName: name, contentType: 'image/gif' }
  return fetch(storageUrl('/upload/resumable'), {
    method: 'POST',
    headers: headers(token, {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(GIF.length),
      'Upload-Metadata': Object.entries(metadata)
        .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
        .join(','),
    }),
  })
}

async function rowsNamed(name: string) {
  const [{ count }] = await stack.sql<{ count: number }[]>`
    select count(*)::int as count from storage.objects where bucket_id = 'images' and name = ${name}`
  return count
}

/** Storage's refusal by policy: HTTP 400 (its legacy shape) or 403, naming status 403. */
async function expectRefusedByPolicy(answer: Response) {
  const text = await answer.text()
  expect(answer.ok).toBe(false)
  expect(answer.status === 403 || JSON.parse(text).statusCode === '403').toBe(true)
}

beforeAll(async () => {
  stack = await startTestStack()
  const token = await stack.signIn(stack.admin.email, stack.admin.password)
  expect((await upload(token, KEPT)).status).toBe(200)
  const created = await createResumable(token, 'sesion/reanudable.gif')
  expect(created.status).toBe(201)
  unfinishedUpload = created.headers.get('location') as string
  const signedOut = await fetch(`${stack.apiUrl}/auth/v1/logout?scope=local`, {
    method: 'POST',
    headers: headers(token),
  })
  expect(signedOut.status).toBe(204)
  signedOutToken = token
})

afterAll(() => stack?.stop())

describe("a signed-out admin's token in Storage", () => {
  it('cannot upload a new file', async () => {
    await expectRefusedByPolicy(await upload(signedOutToken, 'sesion/nueva.gif'))
    expect(await rowsNamed('sesion/nueva.gif')).toBe(0)
  })

  it('cannot overwrite a file with x-upsert', async () => {
    await expectRefusedByPolicy(await upload(signedOutToken, KEPT, { 'x-upsert': 'true' }))
    const [{ updated }] = await stack.sql<{ updated: boolean }[]>`
      select updated_at > created_at as updated from storage.objects
      where bucket_id = 'images' and name = ${KEPT}`
    expect(updated).toBe(false)
  })

  it('lists nothing', async () => {
    const answer = await fetch(storageUrl('/object/list/images'), {
      method: 'POST',
      headers: headers(signedOutToken, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ prefix: 'sesion' }),
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual([])
  })

  it('deletes nothing, one file or many', async () => {
    const one = await fetch(storageUrl(`/object/images/${KEPT}`), {
      method: 'DELETE',
      headers: headers(signedOutToken),
    })
    expect(one.ok).toBe(false)
    await one.body?.cancel()
    const many = await fetch(storageUrl('/object/images'), {
      method: 'DELETE',
      headers: headers(signedOutToken, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ prefixes: [KEPT] }),
    })
    expect(await many.json()).toEqual([])
    expect(await rowsNamed(KEPT)).toBe(1)
  })

  it('cannot create a resumable upload', async () => {
    await expectRefusedByPolicy(await createResumable(signedOutToken, 'sesion/otra.gif'))
  })

  it('cannot send the parts of a resumable upload begun before signing out', async () => {
    const answer = await fetch(unfinishedUpload, {
      method: 'PATCH',
      headers: headers(signedOutToken, {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      }),
      body: new Uint8Array(GIF),
    })
    await expectRefusedByPolicy(answer)
    expect(await rowsNamed('sesion/reanudable.gif')).toBe(0)
  })

  it('leaves visitors reading the public files', async () => {
    const answer = await fetch(storageUrl(`/object/public/images/${KEPT}`))
    expect(answer.status).toBe(200)
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(GIF)
  })
})
