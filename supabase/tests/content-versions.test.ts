// Historial (20261128200100_content_versions.sql): the database keeps the row a save replaces, for
// every writer, the last 50 per item; a restore puts one back and is itself a save; only admins
// read versions or restore them.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CONTENT_TABLES } from '../../edge-functions/_shared/index.ts'
import type { SqlExecutor } from '../../local/db.ts'
import { actAs, attempt, databaseVariants, type TestDatabase } from './harness.ts'

interface Version {
  id: number
  changed: string[]
  old_row: Record<string, unknown>
}

const versionsOf = (exec: SqlExecutor, table: string, item: string | number) =>
  exec<Version>(
    `select id::int as id, changed, old_row from private.content_versions
     where table_name = $1 and item_id = $2 order by id`,
    [table, String(item)],
  )

async function firstServiceId(exec: SqlExecutor): Promise<number> {
  const [row] = await exec<{ id: number }>('select id::int as id from public.services order by id')
  return row.id
}

for (const variant of databaseVariants()) {
  describe.skipIf(variant.skip)(`content versions ${variant.label}`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await variant.open()
    })
    afterAll(async () => {
      await database?.close()
    })

    test('a save through SQL keeps the previous row as a version naming the changed fields', async () => {
      await database.rolledBack(async (exec) => {
        const id = await firstServiceId(exec)
        const [before] = await exec<{ title: string; icon: string }>(
          'select title, icon from public.services where id = $1',
          [id],
        )
        await exec(
          `update public.services set title = 'Masaje nuevo', icon = 'clock' where id = $1`,
          [id],
        )
        const versions = await versionsOf(exec, 'services', id)
        expect(versions).toHaveLength(1)
        expect(versions[0].changed).toEqual(['icon', 'title'])
        expect(versions[0].old_row).toMatchObject({ id, title: before.title, icon: before.icon })
      })
    })

    test('every content table keeps versions, site settings by their key', async () => {
      await database.rolledBack(async (exec) => {
        const [setting] = await exec<{ key: string }>(
          'select key from public.site_settings order by key limit 1',
        )
        await exec(`update public.site_settings set value = value || ' (editado)' where key = $1`, [
          setting.key,
        ])
        expect((await versionsOf(exec, 'site_settings', setting.key))[0].changed).toEqual(['value'])
        for (const { table, labelColumn } of CONTENT_TABLES.filter(
          ({ table }) => table !== 'site_settings',
        )) {
          const [row] = await exec<{ id: number }>(
            `select id::int as id from public.${table} order by id limit 1`,
          )
          // A section background is named by its section, one of a fixed few: its title changes.
          const column = table === 'carousel_backgrounds' ? 'title' : labelColumn
          await exec(`update public.${table} set ${column} = 'Editado' where id = $1`, [row.id])
          expect(await versionsOf(exec, table, row.id), table).toMatchObject([
            { changed: [column] },
          ])
        }
      })
    })

    test('only the last 50 versions of an item are kept', async () => {
      await database.rolledBack(async (exec) => {
        const id = await firstServiceId(exec)
        for (let save = 1; save <= 55; save++) {
          await exec(`update public.services set title = $2 where id = $1`, [id, `Título ${save}`])
        }
        const versions = await versionsOf(exec, 'services', id)
        expect(versions).toHaveLength(50)
        // The 55 saves replaced the seed's title, then Título 1..54: the first five are gone.
        expect(versions[0].old_row.title).toBe('Título 5')
        expect(versions.at(-1)?.old_row.title).toBe('Título 54')
      })
    })

    test('a reorder, a counted download or a save that changes nothing keeps no version', async () => {
      await database.rolledBack(async (exec) => {
        const id = await firstServiceId(exec)
        await exec('update public.services set sort_order = sort_order + 1')
        await exec('update public.services set title = title where id = $1', [id])
        expect(await versionsOf(exec, 'services', id)).toEqual([])
        const [book] = await exec<{ id: number }>('select id::int as id from public.books limit 1')
        await exec('update public.books set download_count = download_count + 1 where id = $1', [
          book.id,
        ])
        expect(await versionsOf(exec, 'books', book.id)).toEqual([])
      })
    })

    test('publishing keeps no version, and a restore leaves the item published or a draft as it is now', async () => {
      await database.rolledBack(async (exec) => {
        const id = await firstServiceId(exec)
        await exec('update public.services set published_at = null where id = $1', [id])
        await exec('update public.services set published_at = now() where id = $1', [id])
        expect(await versionsOf(exec, 'services', id)).toEqual([])
        await exec(`update public.services set title = 'Antes' where id = $1`, [id])
        await exec(
          `update public.services set title = 'Después', published_at = null where id = $1`,
          [id],
        )
        const [, edit] = await versionsOf(exec, 'services', id)
        expect(edit.changed).toEqual(['title'])
        await actAs(exec, database.admin)
        await exec(`select private.restore_content_version('services', $1, $2)`, [
          String(id),
          edit.id,
        ])
        const [restored] = await exec<{ title: string; draft: boolean }>(
          'select title, published_at is null as draft from public.services where id = $1',
          [id],
        )
        expect(restored).toEqual({ title: 'Antes', draft: true })
      })
    })

    test('restoring a version puts it back and is itself a new version', async () => {
      await database.rolledBack(async (exec) => {
        const id = await firstServiceId(exec)
        const [original] = await exec<{ title: string; description: string }>(
          'select title, description from public.services where id = $1',
          [id],
        )
        await exec(`update public.services set title = 'Primera' where id = $1`, [id])
        await exec(
          `update public.services set title = 'Segunda', description = 'Otra' where id = $1`,
          [id],
        )
        const [first] = await versionsOf(exec, 'services', id)
        await actAs(exec, database.admin)
        const [answer] = await exec<{ result: string }>(
          `select private.restore_content_version('services', $1, $2) as result`,
          [String(id), first.id],
        )
        expect(answer.result).toBe('restored')
        const [restored] = await exec<{ title: string; description: string }>(
          'select title, description from public.services where id = $1',
          [id],
        )
        expect(restored).toEqual(original)
        const versions = await versionsOf(exec, 'services', id)
        expect(versions).toHaveLength(3)
        expect(versions[2]).toMatchObject({
          changed: ['description', 'title'],
          old_row: { title: 'Segunda', description: 'Otra' },
        })
      })
    })

    test("a picture's description keeps versions by its picture, from its second save on, and a restore puts one back", async () => {
      await database.rolledBack(async (exec) => {
        const picture = 'images/uploads/2026/cuenco.webp'
        const describe = (description: string) =>
          exec(
            `insert into public.media_descriptions (picture, description) values ($1, $2)
             on conflict (picture) do update set description = excluded.description`,
            [`https://example.supabase.co/storage/v1/object/public/${picture}`, description],
          )
        await describe('Un cuenco')
        expect(await versionsOf(exec, 'media_descriptions', picture)).toEqual([])
        await describe('Un cuenco tibetano')
        const [version] = await versionsOf(exec, 'media_descriptions', picture)
        expect(version).toMatchObject({
          changed: ['description'],
          old_row: { picture, description: 'Un cuenco', decorative: false },
        })
        await actAs(exec, database.admin)
        const [answer] = await exec<{ result: string }>(
          `select private.restore_content_version('media_descriptions', $1, $2) as result`,
          [picture, version.id],
        )
        expect(answer.result).toBe('restored')
        expect(
          await exec('select description from public.media_descriptions where picture = $1', [
            picture,
          ]),
        ).toEqual([{ description: 'Un cuenco' }])
        expect(await versionsOf(exec, 'media_descriptions', picture)).toMatchObject([
          { id: version.id },
          { old_row: { description: 'Un cuenco tibetano' } },
        ])
      })
    })

    test("a restore leaves the item's place in its list and says when the item or version is gone", async () => {
      await database.rolledBack(async (exec) => {
        const id = await firstServiceId(exec)
        await exec(`update public.services set title = 'Primera' where id = $1`, [id])
        await exec('update public.services set sort_order = 77 where id = $1', [id])
        const [version] = await versionsOf(exec, 'services', id)
        const restore = async (item: number, versionId: number) =>
          (
            await exec<{ result: string }>(
              `select private.restore_content_version('services', $1, $2) as result`,
              [String(item), versionId],
            )
          )[0].result
        await actAs(exec, database.admin)
        expect(await restore(id, version.id)).toBe('restored')
        expect(await exec('select sort_order from public.services where id = $1', [id])).toEqual([
          { sort_order: 77 },
        ])
        expect(await restore(id + 1, version.id)).toBe('no-version')
        await exec('delete from public.services where id = $1', [id])
        expect(await restore(id, version.id)).toBe('no-item')
      })
    })

    test('visitors and signed-in non-admins read no version and restore none; nobody writes one', async () => {
      await database.rolledBack(async (exec) => {
        const id = await firstServiceId(exec)
        await exec(`update public.services set title = 'Primera' where id = $1`, [id])
        const [version] = await versionsOf(exec, 'services', id)

        await actAs(exec, { kind: 'anon' })
        expect(await attempt(exec, 'select * from private.content_versions')).toMatchObject({
          ok: false,
        })
        expect(
          await attempt(exec, `select private.restore_content_version('services', $1, $2)`, [
            String(id),
            version.id,
          ]),
        ).toMatchObject({ ok: false })

        await actAs(exec, database.member)
        expect(await exec('select * from private.content_versions')).toEqual([])
        expect(
          await exec(`select private.restore_content_version('services', $1, $2) as result`, [
            String(id),
            version.id,
          ]),
        ).toEqual([{ result: 'no-version' }])

        await actAs(exec, database.admin)
        expect(await exec('select id::int as id from private.content_versions')).toEqual([
          { id: version.id },
        ])
        const forged = await attempt(
          exec,
          `insert into private.content_versions (table_name, item_id, old_row, changed)
           values ('services', $1, '{}', '{title}')`,
          [String(id)],
        )
        expect(forged).toMatchObject({ ok: false })
        expect(await attempt(exec, 'delete from private.content_versions')).toMatchObject({
          ok: false,
        })
        await actAs(exec, { kind: 'owner' })
        expect(await versionsOf(exec, 'services', id)).toHaveLength(1)
      })
    })
  })
}
