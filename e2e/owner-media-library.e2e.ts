/**
 * The media library is a library (issue 28, part 3). The owner uploads two pictures and a PDF at
 * once straight into /admin/medios (dropped by mouse on a laptop, chosen by keyboard on a phone),
 * sees each file's progress and the names the files had, sets the PDF as a book's download with
 * «Elegir de la biblioteca», and the PDF then shows as used and cannot be deleted. Axe clean, no
 * text overflowing its box.
 */
import { mkdir, readFile } from 'node:fs/promises'
import type { Locator, Page } from 'playwright-core'
import { describe } from 'vitest'
import { DESKTOP, expect, expectNoAxeViolation, MOBILE } from './fixtures.ts'
import { textOverflows } from './overflow.ts'
import { activate, test } from './owner.ts'

const RUN = Date.now().toString(36)
const SHOTS = '/tmp/shots/D'

/** The smallest file a PDF reader (and the bucket's file rule) takes for a PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

type Chosen = { name: string; mimeType: string; buffer: Buffer }

async function filesFor(width: number): Promise<Chosen[]> {
  const demo = (name: string) => readFile(new URL(`../web/public/demo/${name}`, import.meta.url))
  return [
    {
      name: `Jardín ${width} ${RUN}.webp`,
      mimeType: 'image/webp',
      buffer: await demo('hero-1.webp'),
    },
    {
      name: `Sala ${width} ${RUN}.webp`,
      mimeType: 'image/webp',
      buffer: await demo('hero-2.webp'),
    },
    { name: `Guía ${width} ${RUN}.pdf`, mimeType: 'application/pdf', buffer: PDF },
  ]
}

/** Records whether a progress bar ever showed, however briefly. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen = { progress: false }
    Object.assign(window, { progressSeen: seen })
    new MutationObserver(() => {
      if (document.querySelector('[data-library-upload] [role="progressbar"]')) seen.progress = true
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
}

/** Drops the files on the upload box, as a mouse drags them from the desktop. */
async function dropFiles(page: Page, files: Chosen[]) {
  await page.locator('[data-library-upload]').evaluate(
    (box, dropped) => {
      const transfer = new DataTransfer()
      for (const file of dropped) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))
        transfer.items.add(new File([bytes], file.name, { type: file.mimeType }))
      }
      for (const type of ['dragenter', 'dragover', 'drop']) {
        box.dispatchEvent(
          new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
        )
      }
    },
    files.map((file) => ({
      name: file.name,
      mimeType: file.mimeType,
      base64: file.buffer.toString('base64'),
    })),
  )
}

describe('the owner uploads into the library and gives a book its PDF', () => {
  for (const [way, width] of [
    ['by keyboard on a phone', MOBILE],
    ['by mouse on a laptop', DESKTOP],
  ] as const) {
    const byKeyboard = width === MOBILE
    // Three uploads, a book saved and the library read three times: on a busy machine 90 s is short.
    test(`${way}: two pictures and a PDF at once, by their names, the PDF as a book's download`, {
      timeout: 240_000,
    }, async ({ ownerPage, sql }) => {
      await mkdir(SHOTS, { recursive: true })
      const files = await filesFor(width)
      const [jardin, sala, guia] = files
      const bookTitle = `Libro descargable ${width} ${RUN}`
      await sql`
        insert into public.books (title, author, is_downloadable)
        values (${bookTitle}, 'Autora', true)`
      const page = await ownerPage(width, '/admin/medios')
      const press = (button: Locator) => activate(button, byKeyboard ? 'keyboard' : 'mouse')
      await watchProgress(page)

      if (byKeyboard) {
        const chooser = page.waitForEvent('filechooser')
        await press(page.getByRole('button', { name: 'Subir archivos' }))
        await (await chooser).setFiles(files)
      } else await dropFiles(page, files)

      const uploads = page.getByRole('list', { name: 'Archivos subidos' })
      await expect
        .poll(() => uploads.getByText('Subido', { exact: true }).count(), { timeout: 30_000 })
        .toBe(3)
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { progressSeen: { progress: boolean } }).progressSeen.progress,
        ),
      ).toBe(true)

      // The pictures' cards carry the names the files had, not the stored ones.
      for (const picture of [jardin, sala]) {
        await expect.poll(() => page.getByTitle(picture.name, { exact: true }).count()).toBe(1)
      }
      await page.screenshot({ path: `${SHOTS}/medios-subidas-${width}.png`, fullPage: true })
      await expectNoAxeViolation(page)
      expect(await textOverflows(page)).toEqual([])

      // The book's download: chosen from the library's documents.
      await page.goto(new URL('/admin/content-editor?type=books', page.url()).href)
      await press(page.getByRole('button', { name: `Editar: ${bookTitle}` }))
      const downloadField = page.locator('[data-media-field="downloadLink"]')
      await press(downloadField.getByRole('button', { name: 'Elegir de la biblioteca' }))
      const picker = page.getByRole('dialog', { name: /Elegir un documento/ })
      await picker.getByLabel('Buscar por nombre').fill(`${width} ${RUN}`)
      await press(picker.getByRole('button', { name: `Elegir ${guia.name}` }))
      await expect
        .poll(() => page.getByRole('textbox', { name: /Enlace de descarga/ }).inputValue())
        .toContain('/storage/v1/object/public/documents/')
      await press(page.getByRole('button', { name: 'Guardar cambios' }))
      await expect
        .poll(async () => {
          const [row] = await sql`
            select coalesce(d.changes ->> 'downloadLink', b.download_link) as link
            from public.books b
            left join public.content_drafts d on d.table_name = 'books' and d.row_id = b.id
            where b.title = ${bookTitle}`
          return row?.link ?? ''
        })
        .toContain('/documents/')

      // In the library the PDF says where it is used, and deleting it is refused.
      await page.goto(new URL('/admin/medios', page.url()).href)
      await press(page.getByRole('button', { name: 'Documentos' }))
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByTitle(guia.name, { exact: true }) })
      await expect.poll(() => card.getByText(`Libro «${bookTitle}»`).isVisible()).toBe(true)
      await press(card.getByRole('button', { name: `Eliminar ${guia.name}` }))
      await expect
        .poll(() => card.getByRole('alert').textContent())
        .toContain('No se puede eliminar')
      const [stored] = await sql`
        select count(*)::int as n from storage.objects
        where bucket_id = 'documents' and user_metadata ->> 'originalName' = ${guia.name}`
      expect(stored.n).toBe(1)
      await page.screenshot({ path: `${SHOTS}/medios-documentos-${width}.png`, fullPage: true })
      await expectNoAxeViolation(page)
      expect(await textOverflows(page)).toEqual([])
    })
  }
})
