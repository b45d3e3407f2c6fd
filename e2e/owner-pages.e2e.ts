/**
 * The pages she writes (issue 38), as she edits them: by keyboard on a phone and by mouse on a
 * laptop, a paragraph of Nosotros gets a bold word and a link, a clause goes into the privacy
 * policy and a sentence into a therapy's text («Páginas»), a library picture's description changes
 * («Medios») and so does the site's description (Configuración). Each save is in its page's
 * prerendered HTML (what a visitor without JavaScript gets) within 10 s, timed from a quiet site;
 * each is undone from its «Historial» on the screen she made it on; put back as she saved it, all
 * five are undone again by the copy of the site downloaded before the first of them, restored
 * after the last. By keyboard on a phone, a picture of the library in Nosotros's text, in the HTML with
 * its description; at both widths, a picture nobody described, warned of by its name when the
 * page is saved and described under the text, then in the HTML with that description. Every row
 * is put back as the seed had it, whatever happens.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe } from 'vitest'
import { ARTIFACTS_DIR, artifactName, screenshot } from './artifacts.ts'
import { DESKTOP, expect, MOBILE, motionFinished, site } from './fixtures.ts'
import { activate, answerByKeyboard, DEMO_ADMIN, test, type Way } from './owner.ts'

const RUN = Date.now().toString(36)

/**
 * How long the HTML is waited for: the preview prerenders the whole site again (a few seconds),
 * and this suite runs four browsers beside it. Her timed saves, each made on a quiet site, are
 * held to the issue's 10 s (IN_HTML_WITHIN_MS is the wait, not the rule).
 */
const IN_HTML_WITHIN_MS = 60_000

async function htmlOf(path: string): Promise<string> {
  return (await fetch(`${site.url}${path}`)).text()
}

/** Waits until the page's prerendered HTML matches, and says how long that took. */
async function inHtml(path: string, pattern: RegExp, savedAt: number): Promise<number> {
  await expect
    .poll(async () => pattern.test(await htmlOf(path)), {
      timeout: IN_HTML_WITHIN_MS,
      interval: 250,
    })
    .toBe(true)
  return Date.now() - savedAt
}

/** The body of the row as the seed left it, to put back after the test. */
async function bodyOf(sql: import('postgres').Sql, slug: string): Promise<unknown> {
  const [row] = await sql`select body from public.pages where slug = ${slug}`
  return row.body
}

/** The editor of one page's row, open from the «Páginas» list. */
async function openRow(page: Page, name: string, way: Way) {
  await activate(page.getByRole('button', { name: `Editar: ${name}`, exact: true }), way)
  const text = page.getByRole('textbox', { name: 'Texto', exact: true })
  await text.waitFor()
  return text
}

/** Her token, as her forms send it, for what a test puts in the library beforehand. */
async function ownerToken(): Promise<string> {
  const login = await fetch(`${site.functionsUrl}/api/login`, {
    method: 'POST',
    headers: { apikey: site.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  })
  return ((await login.json()) as { session: { access_token: string } }).session.access_token
}

/**
 * A picture put in the library as `name` (in images/uploads/2026/), with `description` if given;
 * `remove` takes it and its description away again.
 */
async function libraryPicture(sql: import('postgres').Sql, name: string, description?: string) {
  const token = await ownerToken()
  const storage = `${site.apiUrl}/storage/v1/object/images/uploads/2026/${name}`
  const auth = { apikey: site.anonKey, authorization: `Bearer ${token}` }
  const bytes = await readFile(new URL('../web/public/demo/activity-1.webp', import.meta.url))
  const stored = await fetch(storage, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'image/webp' },
    body: new Uint8Array(bytes),
  })
  expect(stored.status, await stored.text()).toBe(200)
  if (description !== undefined) {
    const address = storage.replace('/object/images/', '/object/public/images/')
    const described = await fetch(`${site.functionsUrl}/api/media/description`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ address, description }),
    })
    expect(described.status, await described.text()).toBe(200)
  }
  return {
    remove: async () => {
      await sql`delete from public.media_descriptions where picture = ${`images/uploads/2026/${name}`}`
      await fetch(storage, { method: 'DELETE', headers: auth })
    },
  }
}

/** «Imagen» in the page's toolbar, then the library's picture `name`. */
async function addPicture(page: Page, text: Locator, name: string, way: Way) {
  await activate(page.getByRole('button', { name: 'Imagen', exact: true }), way)
  await activate(page.getByRole('button', { name: `Elegir ${name}` }), way)
  await text.locator(`img[src$="${name}"]`).waitFor()
}

/** Waits until the page's prerendered HTML no longer matches. */
async function notInHtml(path: string, pattern: RegExp) {
  await expect
    .poll(async () => pattern.test(await htmlOf(path)), { timeout: IN_HTML_WITHIN_MS })
    .toBe(false)
}

/** `text` as a regular expression matching itself. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Waits until no change waits for a prerender (the marks a prerender takes as it starts, as
 * local/content-rebuild.ts reads them), so a save timed next is not timed behind another's.
 */
async function siteIdle(sql: import('postgres').Sql) {
  await expect
    .poll(
      async () => (await sql`select not exists (select from private.site_changes) as idle`)[0].idle,
      { timeout: IN_HTML_WITHIN_MS, interval: 100 },
    )
    .toBe(true)
}

/** How many versions of the item (`item`, SQL of its key) Historial keeps. */
async function versionsKept(sql: import('postgres').Sql, table: string, item: string) {
  const [row] = await sql.unsafe(
    `select count(*)::int as kept from private.content_versions
     where table_name = '${table}' and item_id = ${item}`,
  )
  return row.kept as number
}

/** One of her edits: the page it shows on, what it puts there, and what the database holds. */
interface Edit {
  slug: string
  path: string
  pattern: RegExp
  stored: () => Promise<unknown>
  /** Writes what the database holds of it, as a script would. */
  store: (value: unknown) => Promise<unknown>
  /** The versions of it Historial lists (the item's, or its Configuración tab's). */
  kept: () => Promise<number>
  /** What she knows it by in the admin. */
  name: string
}

/**
 * «Historial» in `scope`, then «Restaurar esta versión» of the newest version, once the list
 * shows every version kept (a list read before the last restore would name an older newest).
 */
async function restoreNewest(
  page: Page,
  scope: Page | Locator,
  by: Way,
  kept: () => Promise<number>,
  shot?: string,
) {
  await activate(scope.getByRole('button', { name: 'Historial', exact: true }), by)
  const drawer = page.getByRole('dialog', { name: 'Historial' })
  const versions = drawer.getByRole('listitem').filter({ hasText: 'Restaurar esta versión' })
  const expected = await kept()
  await expect.poll(() => versions.count()).toBe(expected)
  // What she sees: the dialog over the screen (a whole page's picture draws it at the scroll).
  if (shot) {
    await motionFinished(page)
    const file = `${artifactName(shot, page.viewportSize()?.width ?? 0)}.png`
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'owner-pages', file) })
  }
  const newest = versions.first()
  await activate(newest.getByRole('button', { name: 'Restaurar esta versión' }), by)
  if (by === 'keyboard') await answerByKeyboard(newest, 'Sí, restaurar')
  else await newest.getByRole('button', { name: 'Sí, restaurar' }).click()
  await drawer.waitFor({ state: 'hidden' })
}

/** A click just after the last word of `paragraph`, where her typing then goes. */
async function clickEndOf(paragraph: Locator) {
  const box = await paragraph.boundingBox()
  if (!box) throw new Error('the paragraph is not drawn')
  await paragraph.click({ position: { x: box.width - 1, y: box.height - 4 } })
}

/** A double click on `word` of the text, which selects it as a mouse does. */
async function doubleClickWord(text: Locator, word: string) {
  const middle = await text.evaluate((root, word) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(word) ?? -1
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + word.length)
      const box = range.getBoundingClientRect()
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    }
    return undefined
  }, word)
  if (!middle) throw new Error(`«${word}» is not in the text`)
  await text.page().mouse.dblclick(middle.x, middle.y)
}

/**
 * Waits until the page's selection is `words`, as the browser has it and as the editor has read
 * it: the editor reads a new selection a moment after the browser makes it, and a button pressed
 * before would act on the one before (for «Enlazar», the caret's whole run of text, once seen in
 * CI as « escríbenos» after a double click the browser already showed as «escríbenos»).
 */
async function selectionIs(page: Page, words: string) {
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe(words)
  await expect
    .poll(() =>
      page.evaluate(() => {
        // Lexical keeps its editor on its root element; its state's selection is what its
        // commands act on.
        const root = document.activeElement?.closest('[contenteditable="true"]') as
          | (Element & { __lexicalEditor?: LexicalEditorLike })
          | null
          | undefined
        const state = root?.__lexicalEditor?.getEditorState()
        return state?.read(() => state._selection?.getTextContent())
      }),
    )
    .toBe(words)
}

/** What the test reads of a Lexical editor in the page. */
interface LexicalEditorLike {
  getEditorState(): {
    read<T>(reader: () => T): T
    _selection: { getTextContent(): string } | null
  }
}

/** A copy of the site, downloaded in Configuración. */
async function downloadCopy(page: Page, by: Way, width: number): Promise<string> {
  await page.goto('/admin')
  await activate(page.getByRole('tab', { name: 'Configuración' }), by)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    activate(page.getByRole('button', { name: 'Descargar copia de seguridad' }), by),
  ])
  await page.getByText(/^Copia descargada \(/).waitFor()
  const copy = join(ARTIFACTS_DIR, `owner-pages-${RUN}-${width}-${download.suggestedFilename()}`)
  await download.saveAs(copy)
  return copy
}

/** The copy restored in Configuración, after its question. */
async function restoreCopy(page: Page, by: Way, copy: string) {
  await page.goto('/admin')
  await activate(page.getByRole('tab', { name: 'Configuración' }), by)
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    activate(page.getByRole('button', { name: 'Restaurar una copia' }), by),
  ])
  await chooser.setFiles(copy)
  const dialog = page.getByRole('alertdialog', { name: '¿Restaurar esta copia?' })
  const confirm = dialog.getByRole('button', { name: 'Restaurar la copia' })
  await confirm.waitFor()
  await Promise.all([
    page.waitForEvent('download'),
    by === 'keyboard' ? answerByKeyboard(dialog, 'Restaurar la copia') : confirm.click(),
  ])
  await page.getByText(/^Copia restaurada: /).waitFor({ timeout: 60_000 })
}

describe('the owner edits the words of her pages', () => {
  for (const [way, width] of [
    ['by keyboard on a phone', MOBILE],
    ['by mouse on a laptop', DESKTOP],
  ] as const) {
    const by: Way = width === MOBILE ? 'keyboard' : 'mouse'
    // Her five edits: a Nosotros paragraph with a bold word and a link, a clause of the privacy
    // policy, a therapy's text, a picture's description and the site's description.
    test(`${way}: her five edits, each in the HTML within 10 s, back from Historial and from a backup`, async ({
      ownerPage,
      ownerWindow,
      sql,
    }) => {
      const button = (name: string) => page.getByRole('button', { name, exact: true })
      /** Writes `value` over what the field holds, as she would. */
      const typeInto = async (field: Locator, value: string) => {
        if (by === 'keyboard') {
          await field.focus()
          await page.keyboard.press('Control+A')
          await page.keyboard.type(value)
        } else {
          await field.fill(value)
        }
      }
      /** The page of /nosotros a visitor gets, for the note. */
      const nosotrosSeen = async (moment: string) => {
        const visitor = await (await ownerWindow(width)).newPage()
        await visitor.goto('/nosotros')
        await screenshot(visitor, 'owner-pages', `nosotros-${moment}`, width)
        await visitor.close()
      }

      // A library picture with the description she gave it when she uploaded it, on an activity.
      const pictureName = `${RUN}-${width}-cuenco.webp`
      const firstAlt = `Un cuenco tibetano ${width} ${RUN}`
      const picture = await libraryPicture(sql, pictureName, firstAlt)
      const pictureAddress = `${site.apiUrl}/storage/v1/object/public/images/uploads/2026/${pictureName}`
      const [activity] = await sql`
        select id, image_url from public.activities where published_at <= now() order by id limit 1`
      await sql`update public.activities set image_url = ${pictureAddress} where id = ${activity.id}`

      const bold = `Bienvenida${RUN}${width}`
      const clause = (slug: string) => `Cláusula añadida ${slug} ${width} ${RUN}.`
      const alt = `Montañas azules al alba ${width} ${RUN}`
      const siteDescription = `Terapias, nutrición y retiros en Albacete ${width} ${RUN}.`
      const settingNow = async () =>
        (await sql`select value from public.site_settings where key = 'site_description'`)[0]
          .value as string
      const descriptionNow = async () =>
        (
          await sql`select description from public.media_descriptions
                    where picture = ${`images/uploads/2026/${pictureName}`}`
        )[0]?.description as string | undefined
      const pageRow = (slug: string, name: string, path: string, pattern: RegExp): Edit => ({
        slug,
        path,
        pattern,
        stored: () => bodyOf(sql, slug),
        store: (body) =>
          sql`update public.pages set body = ${sql.json(body as never)} where slug = ${slug}`,
        kept: () =>
          versionsKept(sql, 'pages', `(select id::text from public.pages where slug = '${slug}')`),
        name,
      })
      const edits = {
        nosotros: pageRow(
          'nosotros-elena-marin',
          'Nosotros · Elena Marín',
          '/nosotros',
          new RegExp(
            `<strong[^>]*>${bold}</strong>[\\s\\S]*?<a[^>]*href="/contacto"[^>]*>escríbenos</a>`,
          ),
        ),
        privacy: pageRow(
          'politica-privacidad',
          'Política de privacidad',
          '/politica-privacidad',
          new RegExp(escaped(clause('politica-privacidad'))),
        ),
        therapy: pageRow(
          'terapias-nutricion',
          'Terapias · Nutrición consciente',
          '/terapias',
          new RegExp(escaped(clause('terapias-nutricion'))),
        ),
        picture: {
          slug: 'picture',
          path: '/actividades',
          pattern: new RegExp(`alt="${alt}"`),
          stored: descriptionNow,
          store: (description) =>
            sql`update public.media_descriptions set description = ${description as string}
                where picture = ${`images/uploads/2026/${pictureName}`}`,
          kept: () =>
            versionsKept(sql, 'media_descriptions', `'images/uploads/2026/${pictureName}'`),
          name: pictureName,
        },
        setting: {
          slug: 'site_description',
          path: '/',
          pattern: new RegExp(`<meta name="description" content="${escaped(siteDescription)}"`),
          stored: settingNow,
          store: (value) =>
            sql`update public.site_settings set value = ${value as string} where key = 'site_description'`,
          kept: () =>
            versionsKept(
              sql,
              'site_settings',
              `any (select key from public.site_settings where section = 'general')`,
            ),
          name: 'Descripción del sitio',
        },
      } satisfies Record<string, Edit>
      const seeded = new Map<string, unknown>()
      for (const edit of Object.values(edits)) seeded.set(edit.slug, await edit.stored())

      const edited = new Map<string, unknown>()
      /**
       * The last change not hers to time (an undo; first, the picture put on the activity), to be
       * seen in its page's HTML before the next save is timed.
       */
      let undone = async () => {
        await inHtml('/actividades', new RegExp(`alt="${firstAlt}"`), Date.now())
      }
      /**
       * Her save, timed from its click on a quiet site until the change is in the page's HTML,
       * then undone from «Historial» on the same screen: the undo's prerender runs while she goes
       * on to the next edit, whose timing waits for it.
       */
      const saveAndUndo = async (
        edit: Edit,
        save: Locator,
        historyIn: Page | Locator,
        whileInHtml?: () => Promise<void>,
      ) => {
        await undone()
        await siteIdle(sql)
        await activate(save, by)
        const savedAt = Date.now()
        const took = await inHtml(edit.path, edit.pattern, savedAt)
        console.info(
          `owner-pages: ${edit.slug} in ${edit.path}'s HTML ${took} ms after its save (${width} px)`,
        )
        expect(took).toBeLessThan(10_000)
        edited.set(edit.slug, await edit.stored())
        expect(edited.get(edit.slug)).not.toEqual(seeded.get(edit.slug))
        await whileInHtml?.()

        await restoreNewest(
          page,
          historyIn,
          by,
          edit.kept,
          edit.slug === 'picture' ? 'historial-texto-alternativo' : undefined,
        )
        await expect.poll(edit.stored).toEqual(seeded.get(edit.slug))
        undone = () => notInHtml(edit.path, edit.pattern)
      }

      const page = await ownerPage(width, '/admin')
      try {
        await nosotrosSeen('antes')
        const copy = await downloadCopy(page, by, width)

        await page.goto('/admin/content-editor?type=pages')
        // (a) A bold word and a word linked to /contacto in the first paragraph of her profile.
        let text = await openRow(page, edits.nosotros.name, by)
        if (by === 'keyboard') {
          // At the start of the paragraph: bold on, the word, bold off, then the link's word.
          await text.focus()
          await page.keyboard.press('Control+Home')
          await page.keyboard.press('Control+B')
          await page.keyboard.type(bold)
          await page.keyboard.press('Control+B')
          await page.keyboard.type(' escríbenos ')
          await page.keyboard.press('ArrowLeft')
          await page.keyboard.press('Shift+Control+ArrowLeft')
          await selectionIs(page, 'escríbenos')
          await page.getByRole('textbox', { name: 'Dirección del enlace' }).focus()
          await page.keyboard.type('/contacto')
          await page.keyboard.press('Tab')
          await expect
            .poll(() => page.evaluate(() => document.activeElement?.textContent))
            .toBe('Enlazar')
          await page.keyboard.press('Enter')
        } else {
          // At the end of the paragraph; each word chosen by a double click, then its button.
          await clickEndOf(text.locator('p').first())
          await page.keyboard.type(` ${bold} escríbenos`)
          await doubleClickWord(text, bold)
          await selectionIs(page, bold)
          await activate(button('Negrita'), by)
          await doubleClickWord(text, 'escríbenos')
          await selectionIs(page, 'escríbenos')
          await page.getByRole('textbox', { name: 'Dirección del enlace' }).fill('/contacto')
          await activate(button('Enlazar'), by)
        }
        await expect
          .poll(() => text.locator('a[href="/contacto"]').textContent())
          .toBe('escríbenos')
        await expect.poll(() => text.locator('strong').first().textContent()).toBe(bold)
        await screenshot(page, 'owner-pages', 'editor-nosotros-negrita-y-enlace', width)
        await saveAndUndo(edits.nosotros, button('Guardar cambios'), page, () =>
          nosotrosSeen('despues'),
        )
        await activate(button('Volver a la lista'), by)

        // (b), (c) A clause of the privacy policy and a sentence of a therapy's text.
        for (const edit of [edits.privacy, edits.therapy]) {
          text = await openRow(page, edit.name, by)
          if (by === 'keyboard') {
            await text.focus()
            await page.keyboard.press('Control+Home')
            await page.keyboard.type(`${clause(edit.slug)} `)
          } else {
            await clickEndOf(text.locator('p').first())
            await page.keyboard.type(` ${clause(edit.slug)}`)
          }
          await saveAndUndo(edit, button('Guardar cambios'), page)
          await activate(button('Volver a la lista'), by)
        }

        // (d) The picture's description, in the library.
        await page.goto('/admin/medios')
        await typeInto(page.getByRole('searchbox', { name: 'Buscar por nombre' }), pictureName)
        const card = page.getByRole('listitem').filter({ hasText: pictureName })
        await activate(
          card.getByRole('button', { name: `Texto alternativo de ${pictureName}` }),
          by,
        )
        await typeInto(card.getByRole('textbox', { name: 'Texto alternativo' }), alt)
        await saveAndUndo(
          edits.picture,
          card.getByRole('button', { name: 'Guardar texto alternativo' }),
          card,
        )

        // (e) The site's description, in Configuración.
        await page.goto('/admin/content-editor?type=settings')
        await typeInto(
          page.getByRole('textbox', { name: 'Descripción del sitio' }),
          siteDescription,
        )
        await saveAndUndo(edits.setting, button('Guardar configuración'), page)

        await undone()

        // Her five edits, put back as she saved them (her way back from Historial is walked
        // above), then undone by the copy taken before them.
        for (const edit of Object.values(edits)) await edit.store(edited.get(edit.slug))
        for (const edit of Object.values(edits)) await inHtml(edit.path, edit.pattern, Date.now())
        await restoreCopy(page, by, copy)
        for (const edit of Object.values(edits)) {
          expect(await edit.stored(), edit.slug).toEqual(seeded.get(edit.slug))
          await notInHtml(edit.path, edit.pattern)
        }
      } finally {
        for (const edit of Object.values(edits)) await edit.store(seeded.get(edit.slug))
        await sql`update public.activities set image_url = ${activity.image_url} where id = ${activity.id}`
        await picture.remove()
      }
    }, 300_000)
  }

  test("by keyboard on a phone: a library picture in Nosotros's text, in the HTML with its description", async ({
    ownerPage,
    ownerWindow,
    sql,
  }) => {
    const slug = 'nosotros'
    const seeded = await bodyOf(sql, slug)
    const name = `${RUN}-sala.webp`
    const description = `La sala de yoga con esterillas ${RUN}`
    const picture = await libraryPicture(sql, name, description)
    const page = await ownerPage(MOBILE, '/admin/content-editor?type=pages')
    try {
      const text = await openRow(page, 'Nosotros · Presentación', 'keyboard')
      // At the end of her text: «Imagen», then the picture chosen in the library.
      await text.focus()
      await page.keyboard.press('Control+End')
      await addPicture(page, text, name, 'keyboard')
      await text.getByText(`«${description}»`).waitFor()
      await screenshot(page, 'owner-pages', 'imagen-en-el-texto', MOBILE)

      await activate(page.getByRole('button', { name: 'Guardar cambios' }), 'keyboard')
      const savedAt = Date.now()
      await page.getByText('Página actualizada correctamente').first().waitFor()
      const took = await inHtml(
        '/nosotros',
        new RegExp(`<img[^>]*src="[^"]*/images/uploads/2026/${name}"[^>]*alt="${description}"`),
        savedAt,
      )
      console.info(`owner-pages: a library picture in /nosotros's HTML ${took} ms after the save`)
      // For the note: the editor at 1280 and the page a visitor gets at both widths.
      const wide = await ownerPage(DESKTOP, '/admin/content-editor?type=pages')
      await (await openRow(wide, 'Nosotros · Presentación', 'mouse')).locator('img').waitFor()
      await screenshot(wide, 'owner-pages', 'imagen-en-el-texto', DESKTOP)
      for (const width of [MOBILE, DESKTOP]) {
        const visitor = await (await ownerWindow(width)).newPage()
        await visitor.goto('/nosotros')
        await visitor.locator(`img[src$="${name}"]`).scrollIntoViewIfNeeded()
        await expect
          .poll(() =>
            visitor
              .locator(`img[src$="${name}"]`)
              .evaluate((img: HTMLImageElement) => img.complete),
          )
          .toBe(true)
        await screenshot(visitor, 'owner-pages', 'nosotros-con-imagen', width)
      }
    } finally {
      await sql`update public.pages set body = ${sql.json(seeded as never)} where slug = ${slug}`
      await picture.remove()
    }
  }, 180_000)

  for (const [way, width] of [
    ['by keyboard on a phone', MOBILE],
    ['by mouse on a laptop', DESKTOP],
  ] as const) {
    const by: Way = width === MOBILE ? 'keyboard' : 'mouse'
    test(`${way}: a picture nobody described, put in a page's text, is warned of by its name on saving and described right there`, async ({
      ownerPage,
      sql,
    }) => {
      const slug = 'nosotros'
      const seeded = await bodyOf(sql, slug)
      const name = `${RUN}-${width}-olas.webp`
      const description = `Olas rompiendo en la orilla ${width} ${RUN}`
      const picture = await libraryPicture(sql, name)
      const page = await ownerPage(width, '/admin/content-editor?type=pages')
      try {
        const text = await openRow(page, 'Nosotros · Presentación', by)
        // She has not been in the text: the picture goes at its end.
        await addPicture(page, text, name, by)
        await text.getByText('Sin texto alternativo').waitFor()
        await activate(page.getByRole('button', { name: 'Guardar cambios' }), by)
        await page.getByText('Página actualizada correctamente').first().waitFor()
        const warning = page.getByRole('alert').filter({ hasText: `La imagen «${name}»` })
        await warning.waitFor()
        expect(await warning.textContent()).toContain('no tiene texto alternativo')
        await warning.scrollIntoViewIfNeeded()
        await screenshot(page, 'owner-pages', 'aviso-imagen-sin-texto-alternativo', width)

        const field = page.getByRole('textbox', { name: 'Texto alternativo', exact: true })
        if (by === 'keyboard') {
          await field.focus()
          await page.keyboard.type(description)
        } else {
          await field.fill(description)
        }
        await activate(page.getByRole('button', { name: 'Guardar texto alternativo' }), by)
        await page.getByText('Texto alternativo guardado').first().waitFor()
        const savedAt = Date.now()
        await expect.poll(() => warning.count()).toBe(0)
        const took = await inHtml(
          '/nosotros',
          new RegExp(`<img[^>]*src="[^"]*/images/uploads/2026/${name}"[^>]*alt="${description}"`),
          savedAt,
        )
        console.info(
          `owner-pages: a page picture's description written under the warning in /nosotros's HTML ${took} ms after its save (${width} px)`,
        )
      } finally {
        await sql`update public.pages set body = ${sql.json(seeded as never)} where slug = ${slug}`
        await picture.remove()
      }
    }, 180_000)
  }
})
