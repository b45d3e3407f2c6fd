/**
 * Borrador and Publicado (issue 26, part 1). By keyboard on a phone the owner saves a new service
 * as a draft, and the rebuilt home page does not have it; by mouse on a laptop she publishes it
 * and the rebuilt page has it. Then, for every content type, a draft and a draft change to a
 * published item are absent from every prerendered page.
 */
import { describe } from 'vitest'
import { screenshot } from './artifacts.ts'
import { DESKTOP, expect, MOBILE, site } from './fixtures.ts'
import { test } from './owner.ts'

const RUN = Date.now().toString(36)
const DRAFT_SERVICE = `Servicio en borrador ${RUN}`

const html = async (path: string) => (await fetch(`${site.url}${path}`)).text()

/** Waits until the site has been prerendered with `marker` (a published title) on `path`. */
async function rebuiltWith(path: string, marker: string) {
  await expect
    .poll(async () => (await html(path)).includes(marker), { timeout: 90_000, interval: 1_000 })
    .toBe(true)
}

const PAGES = [
  '/',
  '/terapias',
  '/actividades',
  '/productos',
  '/testimonios',
  '/videos',
  '/libros',
  '/musica',
]

describe('the owner keeps a service as a draft, then publishes it', () => {
  test('by keyboard on a phone: Guardar borrador, and the rebuilt home page does not show it', async ({
    ownerPage,
    sql,
  }) => {
    const page = await ownerPage(MOBILE, '/admin/content-editor?type=services')
    await page.getByRole('heading', { name: 'Gestionar servicios' }).waitFor()
    await page.getByRole('button', { name: 'Crear nuevo' }).focus()
    await page.keyboard.press('Enter')
    await page.getByLabel(/^Título/).focus()
    await page.keyboard.type(DRAFT_SERVICE)
    await page.getByLabel(/^Descripción/).focus()
    await page.keyboard.type('Aún no lo ven los visitantes')
    // A native select: a phone opens its own picker, which the keyboard does not drive.
    await page.getByLabel(/^Icono/).selectOption('utensils')
    await page.getByRole('button', { name: 'Guardar borrador' }).focus()
    await page.keyboard.press('Enter')
    await screenshot(page, 'owner-drafts', 'borrador-guardado', MOBILE)
    await expect
      .poll(async () => {
        const rows =
          await sql`select published_at from public.services where title = ${DRAFT_SERVICE}`
        return rows.map((row) => row.published_at)
      })
      .toEqual([null])
    await expect
      .poll(() => page.getByRole('button', { name: 'Publicar', exact: true }).isVisible())
      .toBe(true)

    // A published service saved meanwhile tells when the pages were prerendered again.
    const marker = `Publicado ${RUN}`
    await sql`insert into public.services (title, description, icon) values (${marker}, 'Ya visible', 'tag')`
    await rebuiltWith('/', marker)
    expect(await html('/')).not.toContain(DRAFT_SERVICE)
    await sql`delete from public.services where title = ${marker}`

    await page.getByRole('button', { name: 'Volver a la lista' }).focus()
    await page.keyboard.press('Enter')
    const row = page.getByRole('row').filter({ hasText: DRAFT_SERVICE })
    await expect.poll(() => row.getByText('Borrador', { exact: true }).isVisible()).toBe(true)
    await row.scrollIntoViewIfNeeded()
    await screenshot(page, 'owner-drafts', 'lista-con-estados', MOBILE)
  })

  test('by mouse on a laptop: Publicar, and the rebuilt home page shows it', async ({
    ownerPage,
  }) => {
    const page = await ownerPage(DESKTOP, '/admin/content-editor?type=services')
    await page.getByRole('button', { name: `Editar: ${DRAFT_SERVICE}` }).click()
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    await expect
      .poll(() => page.getByText('Servicio actualizado correctamente').first().isVisible())
      .toBe(true)
    await rebuiltWith('/', DRAFT_SERVICE)
    await page.getByRole('button', { name: 'Volver a la lista' }).click()
    const row = page.getByRole('row').filter({ hasText: DRAFT_SERVICE })
    await expect.poll(() => row.getByText('Publicado', { exact: true }).isVisible()).toBe(true)
    await screenshot(page, 'owner-drafts', 'lista-con-estados', DESKTOP)
  })
})

describe('drafts of every content type are absent from the prerendered pages', () => {
  test('a draft item and a draft change to a published item, of every type', async ({ sql }) => {
    const hidden = `Oculto ${RUN}`
    // Each table, a new row of it (a draft: published_at null), and the field that names it.
    const tables = [
      ['services', `(title, description, icon) values ('${hidden}', 'd', 'tag')`, 'title'],
      ['activities', `(title, description) values ('${hidden}', 'd')`, 'title'],
      ['products', `(title, description, featured) values ('${hidden}', 'd', true)`, 'title'],
      [
        'testimonials',
        `(name, quote, content, featured) values ('${hidden}', '${hidden}', 'c', true)`,
        'name',
      ],
      ['videos', `(title, link) values ('${hidden}', 'https://example.org/v')`, 'title'],
      ['books', `(title, author) values ('${hidden}', 'a')`, 'title'],
      ['promotions', `(title, description) values ('${hidden}', 'd')`, 'title'],
      ['hero_content', `(title) values ('${hidden}')`, 'title'],
      ['albums', `(title, artist, featured) values ('${hidden}', 'a', true)`, 'title'],
      [
        'tracks',
        `(album_id, title, file_url) values ((select min(id) from public.albums), '${hidden}', '/demo/cuenco.wav')`,
        'title',
      ],
    ] as const
    for (const [table, row, field] of tables) {
      const [draft] = await sql.unsafe(`insert into public.${table} ${row} returning id`)
      await sql.unsafe(`update public.${table} set published_at = null where id = $1`, [draft.id])
      const [published] = await sql.unsafe(
        `select min(id) as id from public.${table} where published_at is not null`,
      )
      await sql.unsafe(
        'insert into public.content_drafts (table_name, row_id, changes) values ($1, $2, $3)',
        [table, published.id, { [field]: `${hidden} cambio` } as never],
      )
    }
    const marker = `Marca ${RUN}`
    await sql`insert into public.services (title, description, icon) values (${marker}, 'Ya visible', 'tag')`
    await rebuiltWith('/', marker)
    for (const path of PAGES) expect(await html(path), path).not.toContain(hidden)
    expect(await html('/sitemap.xml')).not.toContain(hidden)

    for (const [table, , field] of tables) {
      await sql.unsafe(`delete from public.${table} where ${field} = $1`, [hidden])
    }
    await sql`delete from public.content_drafts`
    await sql`delete from public.services where title = ${marker}`
  })
})
