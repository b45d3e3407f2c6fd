/**
 * The owner's password, end to end: a forgotten one recovered through the emailed link (read from
 * the local mailbox), and a known one changed from the dashboard. Each test has its own admin
 * user, so the demo admin other tests sign in with never changes.
 */
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { RECOVERY_REQUESTED_MESSAGE } from '../edge-functions/_shared/resources/session.ts'
import { createUser } from '../local/db.ts'
import {
  FORGOTTEN_PASSWORD_PATH,
  PASSWORD_TEXTS,
  USERNAME_LABEL,
} from '../web/src/admin/auth/password-texts.ts'
import { screenshot } from './artifacts.ts'
import { DESKTOP, expect, expectNoAxeViolation, MOBILE, site, test } from './fixtures.ts'
import { signIn } from './owner.ts'

/**
 * Refusals the browser logs as failed requests: the signed-out /api/user (401), Auth's 422s and
 * the wrong password's answer.
 */
const EXPECTED_REFUSALS = [/status of 4(00|01|22)/]

const WIDE = 1366

let users = 0

async function newOwner(sql: Parameters<typeof createUser>[0]) {
  users += 1
  const name = `duena${Date.now()}${users}`
  const user = { username: name, email: `${name}@example.com`, password: 'la-contraseña-de-antes' }
  await createUser(sql, { ...user, isAdmin: true })
  return user
}

async function recoveryLinkFor(email: string) {
  let link: string | undefined
  await expect
    .poll(async () => {
      const answer = await fetch(`${site.mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`)
      const [latest] = (await answer.json()) as { links: string[] }[]
      link = latest?.links.find((href) => href.includes('/auth/v1/verify'))
      return link
    })
    .toBeTruthy()
  return link as string
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
  await expect.poll(() => new URL(page.url()).pathname).toBe('/auth')
}

const OUR_REACT = (
  JSON.parse(
    readFileSync(new URL('../node_modules/react/package.json', import.meta.url), 'utf8'),
  ) as {
    version: string
  }
).version

/** The React versions (`version = "1x.y.z"`) in the scripts the page has loaded. */
async function reactVersionsLoaded(page: Page) {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  )
  const texts = await Promise.all(urls.map(async (url) => (await fetch(url)).text()))
  const versions = texts.flatMap((text) =>
    [...text.matchAll(/version\s*=\s*[`"'](1[6-9]\.\d+\.\d+)[`"']/g)].map((match) => match[1]),
  )
  expect(
    texts.some((text) => text.includes('supabase-auth-ui')),
    'the Auth UI is loaded',
  ).toBe(true)
  return [...new Set(versions)]
}

describe.for([MOBILE, WIDE])('a forgotten password at %i px', (width) => {
  test('is recovered through the mailed link, once', async ({ visit, sql }) => {
    const owner = await newOwner(sql)
    const page = await visit('/auth', {
      width,
      settle: false,
      expectedErrors: EXPECTED_REFUSALS,
    })
    await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click()
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Recuperar la contraseña')
    const asked = page.getByLabel(USERNAME_LABEL)
    await asked.waitFor()
    await expectNoAxeViolation(page)

    // Her username, which the admin shows, not the email it never does.
    await asked.fill(owner.username)
    await page.getByRole('button', { name: PASSWORD_TEXTS.forgottenSubmit }).click()
    await page.getByRole('status').getByText(RECOVERY_REQUESTED_MESSAGE).waitFor()
    await screenshot(page, 'account', 'forgotten-password', width)

    const link = await recoveryLinkFor(owner.email)
    await page.goto(link)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth/nueva-contrasena')
    const newPassword = page.getByLabel('Contraseña nueva')
    await newPassword.waitFor()
    await expectNoAxeViolation(page)

    // One React runs: every React version the loaded scripts carry is ours (a React 18 pulled in
    // by the Auth UI would show its own version string).
    expect(await reactVersionsLoaded(page)).toEqual([OUR_REACT])
    await screenshot(page, 'account', 'new-password', width)

    await newPassword.fill('corta')
    await page.getByRole('button', { name: 'Guardar la contraseña nueva' }).click()
    await page.getByText('La contraseña debe tener al menos 12 caracteres.').waitFor()
    await newPassword.fill(owner.password)
    await page.getByRole('button', { name: 'Guardar la contraseña nueva' }).click()
    await page.getByText('La contraseña nueva debe ser distinta de la anterior.').waitFor()
    await newPassword.fill('una-contraseña-recuperada')
    await page.getByRole('button', { name: 'Guardar la contraseña nueva' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin')
    await page.getByText('Contraseña cambiada').first().waitFor()

    if (width >= DESKTOP) {
      await signOut(page)
      await signIn(page, owner.username, owner.password)
      await page.getByRole('alert').waitFor()
      expect(new URL(page.url()).pathname).toBe('/auth')
      await signIn(page, owner.username, 'una-contraseña-recuperada')
      await expect.poll(() => new URL(page.url()).pathname).toBe('/admin')
    }

    await page.goto(link)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('El enlace ya no sirve')
    await expectNoAxeViolation(page)
    await screenshot(page, 'account', 'used-link', width)
    expect(
      await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).getAttribute('href'),
    ).toBe('/auth?vista=recuperar')
  })
})

test('the owner changes her password from the dashboard', async ({ visit, sql }) => {
  const owner = await newOwner(sql)
  const page = await visit('/auth', {
    width: WIDE,
    settle: false,
    expectedErrors: EXPECTED_REFUSALS,
  })
  await signIn(page, owner.username, owner.password)
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin')
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' })
  const current = dialog.getByLabel('Contraseña actual')
  const newPassword = dialog.getByLabel(/^Nueva contraseña/)
  const repeat = dialog.getByLabel('Repite la nueva contraseña')
  const submit = dialog.getByRole('button', { name: 'Cambiar la contraseña' })
  await newPassword.waitFor()
  await expectNoAxeViolation(page)
  await screenshot(page, 'account', 'change-password', WIDE)

  await current.fill(owner.password)
  await newPassword.fill('once-letras')
  await repeat.fill('once-letras')
  await submit.click()
  await dialog.getByText('La contraseña debe tener al menos 12 caracteres.').first().waitFor()
  await newPassword.fill('la-contraseña-de-ahora')
  await repeat.fill('la-contraseña-de-antes')
  await submit.click()
  await dialog.getByText('Las dos contraseñas nuevas no coinciden.').waitFor()
  // A wrong current password: Auth refuses it and nothing changes.
  await current.fill('no-es-la-actual')
  await repeat.fill('la-contraseña-de-ahora')
  await submit.click()
  await dialog
    .getByRole('alert')
    .getByText(/La contraseña actual no es correcta/)
    .waitFor()
  await current.fill(owner.password)
  await submit.click()
  await page.getByText('Contraseña cambiada').first().waitFor()
  await expect.poll(() => dialog.isVisible()).toBe(false)

  await signOut(page)
  await signIn(page, owner.username, owner.password)
  await page.getByRole('alert').waitFor()
  await signIn(page, owner.username, 'la-contraseña-de-ahora')
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin')
})

test('signing out on every device ends the session in another browser too', async ({
  visit,
  sql,
}) => {
  const owner = await newOwner(sql)
  const [here, elsewhere] = await Promise.all(
    [0, 1].map(() =>
      visit('/auth', { width: WIDE, settle: false, expectedErrors: EXPECTED_REFUSALS }),
    ),
  )
  for (const page of [here, elsewhere]) {
    await signIn(page, owner.username, owner.password)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin')
  }
  await here.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click()
  await expect.poll(() => new URL(here.url()).pathname).toBe('/auth')
  await elsewhere.goto('/admin')
  await expect.poll(() => new URL(elsewhere.url()).pathname).toBe('/auth')
})

test('the forgotten-password screen answers every username and email alike, even one asked for twice', async ({
  visit,
  sql,
}) => {
  const owner = await newOwner(sql)
  const page = await visit(FORGOTTEN_PASSWORD_PATH, {
    width: WIDE,
    settle: false,
    expectedErrors: EXPECTED_REFUSALS,
  })
  const asked = [owner.email, owner.username, 'nadie-con-cuenta@example.com', 'nadie-con-cuenta']
  for (const [turn, typed] of asked.entries()) {
    // Each asks on a fresh screen; the first on the one just opened.
    if (turn > 0) await page.goto(FORGOTTEN_PASSWORD_PATH)
    await page.getByLabel(USERNAME_LABEL).fill(typed)
    await page.getByRole('button', { name: PASSWORD_TEXTS.forgottenSubmit }).click()
    await page.getByRole('status').getByText(RECOVERY_REQUESTED_MESSAGE).waitFor()
    expect(await page.getByText(/menos de un minuto/).count(), typed).toBe(0)
  }
})
