/**
 * Her albums play (issue 39, item 1). The owner makes a featured album of two recordings she
 * uploads, with no player address, and one with nothing to play (through the API with her token,
 * as her forms do). Once the site is rebuilt, «Escuchar ahora» on /musica and on home opens the
 * album's page in the same tab and the album plays: the audio element's time advances, by mouse
 * at 1280 px, by touch and by keyboard at 390 px; when the first track ends the second plays,
 * marked. The album with nothing to play shows no button.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, describe } from 'vitest'
import { screenshot } from './artifacts.ts'
import { DESKTOP, expect, expectNoAxeViolation, MOBILE, site } from './fixtures.ts'
import { DEMO_ADMIN, test } from './owner.ts'

const RUN = Date.now().toString(36)
const PLAYING = `Cuencos propios ${RUN}`
const SILENT = `Álbum sin sonido ${RUN}`
const RECORDINGS = [`${RUN}-primera.wav`, `${RUN}-segunda.wav`]
const TRACK_TITLES = ['Primera grabación', 'Segunda grabación']

type Made = { token: string; playingId: number; silentId: number }

async function ownerApi<T>(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${site.functionsUrl}${path}`, {
    method,
    headers: {
      apikey: site.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true)
  return (await response.json()) as T
}

async function ownerToken(): Promise<string> {
  const login = await fetch(`${site.functionsUrl}/api/login`, {
    method: 'POST',
    headers: { apikey: site.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  })
  expect(login.status).toBe(200)
  return ((await login.json()) as { session: { access_token: string } }).session.access_token
}

/** Stores a recording in the audio bucket as her upload does; answers its public address. */
async function uploadRecording(token: string, name: string): Promise<string> {
  const wav = await readFile(new URL('../web/public/demo/cuenco.wav', import.meta.url))
  const response = await fetch(`${site.apiUrl}/storage/v1/object/audio/${name}`, {
    method: 'POST',
    headers: {
      apikey: site.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'audio/wav',
    },
    body: new Uint8Array(wav),
  })
  expect(response.status, await response.text()).toBe(200)
  return `${site.apiUrl}/storage/v1/object/public/audio/${name}`
}

const html = async (path: string) => (await fetch(`${site.url}${path}`)).text()

/** The two albums, made once for the file, and the site rebuilt with them. */
let made: Promise<Made> | undefined
function albumsMade(): Promise<Made> {
  made ??= (async () => {
    const token = await ownerToken()
    const album = (title: string) =>
      ownerApi<{ id: number }>(token, 'POST', '/api/albums?status=published', {
        title,
        artist: 'Elena Marín',
        featured: true,
      })
    const [playing, silent] = [await album(PLAYING), await album(SILENT)]
    for (const [index, name] of RECORDINGS.entries()) {
      await ownerApi(token, 'POST', `/api/albums/${playing.id}/tracks?status=published`, {
        title: TRACK_TITLES[index],
        audioUrl: await uploadRecording(token, name),
        duration: '0:04',
        order: index + 1,
      })
    }
    await expect
      .poll(
        async () => {
          const [music, home, page] = await Promise.all([
            html('/musica'),
            html('/'),
            html(`/album/${playing.id}`),
          ])
          return [music, home].every((text) => text.includes(PLAYING) && text.includes(SILENT))
            ? page.includes(TRACK_TITLES[1])
            : false
        },
        { timeout: 120_000, interval: 1_000 },
      )
      .toBe(true)
    return { token, playingId: playing.id, silentId: silent.id }
  })()
  return made
}

afterAll(async () => {
  if (!made) return
  const { token, playingId, silentId } = await made
  const sql = postgres(site.dbUrl, { max: 1, prepare: false, onnotice: () => {} })
  await sql`delete from public.albums where id in ${sql([playingId, silentId])}`
  await sql.end({ timeout: 1 })
  for (const name of RECORDINGS) {
    await fetch(`${site.apiUrl}/storage/v1/object/audio/${name}`, {
      method: 'DELETE',
      headers: { apikey: site.anonKey, authorization: `Bearer ${token}` },
    })
  }
})

const listenButton = (page: Page, title: string) =>
  page.getByRole('link', { name: `Escuchar ahora ${title}`, exact: true })

const audioTime = (page: Page) =>
  page.locator('main audio').evaluate((audio: HTMLAudioElement) => audio.currentTime)

const currentTrack = (page: Page) => page.locator('main ol [aria-current="true"]').textContent()

/** On the album's page, at its player, the album playing: its time moves on. */
async function expectAlbumPlaying(page: Page, albumId: number) {
  await page.waitForURL(`**/album/${albumId}#escuchar`)
  await expect.poll(() => audioTime(page)).toBeGreaterThan(0.5)
  expect(await currentTrack(page)).toBe(TRACK_TITLES[0])
}

describe('an album of uploaded tracks plays from «Escuchar ahora»', () => {
  test('by mouse at 1280 px on /musica, track after track; the silent album has no button', async ({
    visit,
  }) => {
    const { playingId } = await albumsMade()
    const page = await visit('/musica', { width: DESKTOP })
    const silentCard = page.locator('main li').filter({ hasText: SILENT })
    await expect.poll(() => silentCard.count()).toBe(1)
    expect(await silentCard.getByRole('link', { name: /Escuchar ahora/ }).count()).toBe(0)
    await screenshot(page, 'albums-play', 'musica', DESKTOP)

    const button = listenButton(page, PLAYING)
    expect(await button.getAttribute('target')).toBeNull()
    await button.click()
    await expectAlbumPlaying(page, playingId)
    // Four seconds a track: then the second plays, marked, and the player says which.
    await expect.poll(() => currentTrack(page), { timeout: 15_000 }).toBe(TRACK_TITLES[1])
    expect(
      await page.locator('main audio').evaluate((audio: HTMLAudioElement) => audio.currentSrc),
    ).toContain(RECORDINGS[1])
    await expect.poll(() => audioTime(page)).toBeGreaterThan(0.5)
    expect(await page.getByText('Pista 2 de 2:').isVisible()).toBe(true)
    await screenshot(page, 'albums-play', 'album', DESKTOP)
  })

  test('by touch at 390 px on /musica', async ({ ownerWindow }) => {
    const { playingId } = await albumsMade()
    // A phone's window (touch), not signed in: a visitor's.
    const page = await (await ownerWindow(MOBILE)).newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`uncaught ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/musica')
    const button = listenButton(page, PLAYING)
    await button.scrollIntoViewIfNeeded()
    await button.tap()
    await expectAlbumPlaying(page, playingId)
    // Arrived at the player, in view below the header.
    const bar = await page.locator('main audio').boundingBox()
    expect(bar && bar.y > 0 && bar.y + bar.height < 844).toBe(true)
    await screenshot(page, 'albums-play', 'album', MOBILE)
    await expectNoAxeViolation(page)
    expect(errors).toEqual([])
  })

  test('by keyboard at 390 px on home', async ({ visit }) => {
    const { playingId } = await albumsMade()
    const page = await visit('/', { width: MOBILE })
    const silentCard = page.locator('#musica li').filter({ hasText: SILENT })
    expect(await silentCard.getByRole('link', { name: /Escuchar ahora/ }).count()).toBe(0)
    await listenButton(page, PLAYING).focus()
    await page.keyboard.press('Enter')
    await expectAlbumPlaying(page, playingId)
    const music = await visit('/musica', { width: MOBILE })
    await screenshot(music, 'albums-play', 'musica', MOBILE)
  })
})
