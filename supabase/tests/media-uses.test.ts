// The media library finds a file's uses, and the database refuses a write that starts using a
// missing file, through one reading of an address (private.storage_object_of, objectOfUrl in
// the api function) and one rule for the columns that hold addresses. These keep the two sides
// equal, and the trigger on every table that holds an address.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  ADDRESS_COLUMN_PATTERN,
  ADDRESS_COLUMNS,
  libraryNameOf,
  objectOfUrl,
} from '../../edge-functions/_shared/index.ts'
import { actAs, databaseVariants, type TestDatabase } from './harness.ts'

const ADDRESSES = [
  'http://127.0.0.1:54321/storage/v1/object/public/images/Foto%20playa%20%C3%B1.png',
  'https://abcd.supabase.co/storage/v1/object/public/images/uploads/2026/foto.webp',
  'https://bienestar.example/storage/v1/render/image/public/images/a/b-800.webp?width=300',
  '/storage/v1/object/public/audio/pistas/cuenco.wav#t=3',
  'HTTPS://host/storage/v1/object/public/images/a%2Fb.png',
  'http://h/storage/v1/object/public/images/100%.png',
  'http://h/storage/v1/object/public/images/mal%FF.png',
  'http://h/storage/v1/object/sign/images/a.png',
  'https://www.youtube.com/watch?v=abc',
  '/demo/activity-1.webp',
  '#contacto',
  '',
]

for (const variant of databaseVariants(3)) {
  describe.skipIf(variant.skip)(`media uses ${variant.label}`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await variant.open()
    })
    afterAll(async () => {
      await database?.close()
    })

    test('the database reads an address as the api function does: bucket and decoded name, the copy as its picture', async () => {
      const rows = await database.owner<{
        address: string
        object: string | null
        file: string | null
      }>(
        `select address, private.storage_object_of(address) as object,
                private.media_file_of(address) as file
         from unnest($1::text[]) with ordinality as given(address, n) order by n`,
        [ADDRESSES],
      )
      const expected = ADDRESSES.map((address) => {
        const object = objectOfUrl(address)
        return {
          address,
          object: object ? `${object.bucket}/${object.name}` : null,
          file: object ? `${object.bucket}/${libraryNameOf(object.name)}` : null,
        }
      })
      expect(rows).toEqual(expected)
      expect(rows[0].object).toBe('images/Foto playa ñ.png')
      expect(rows[2].file).toBe('images/a/b.webp')
    })

    test('the columns holding addresses are the same for the database and the api function', async () => {
      const rows = await database.owner<{ name: string; holds: boolean }>(
        `select distinct table_name || '.' || column_name as name,
                private.holds_address(column_name) as holds
         from information_schema.columns where table_schema = 'public' order by 1`,
      )
      for (const { name, holds } of rows) {
        expect(ADDRESS_COLUMN_PATTERN.test(name.split('.')[1]), name).toBe(holds)
      }
      const declared = ADDRESS_COLUMNS.map((column) => `${column.table}.${column.column}`).sort()
      expect(rows.filter((row) => row.holds).map((row) => row.name)).toEqual(declared)
    })

    test('every table with an address column, and the settings, refuses a write that starts using a missing file', async () => {
      const rows = await database.owner<{ table: string; guarded: boolean }>(
        `select c.relname as table, exists (
           select 1 from pg_trigger t
           where t.tgrelid = c.oid and t.tgname = 'refuse_missing_media' and not t.tgisinternal
         ) as guarded
         from pg_class c
         where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
           and (c.relname = 'site_settings' or exists (
             select 1 from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
               and private.holds_address(a.attname)))
         order by 1`,
      )
      expect(
        rows.filter((row) => !row.guarded).map((row) => row.table),
        'add `create trigger refuse_missing_media ...` to the migration of these tables',
      ).toEqual([])
      expect(rows.length).toBeGreaterThan(10)
    })

    // PGlite is one session: its transactions never interleave (the api function's races over
    // HTTP are in edge-functions/api/media.test.ts). On PostgreSQL two transactions do.
    describe.skipIf(variant.label.includes('PGlite'))('two transactions on one file', () => {
      const opened = () => {
        let release = () => {}
        const released = new Promise<void>((resolve) => {
          release = resolve
        })
        let reached = () => {}
        const reachedGate = new Promise<void>((resolve) => {
          reached = resolve
        })
        return { release, released, reached, reachedGate }
      }
      const settled = async (promise: Promise<unknown>, ms: number) =>
        Promise.race([
          promise.then(
            () => true,
            () => true,
          ),
          new Promise((resolve) => setTimeout(() => resolve(false), ms)),
        ])

      async function storedFile(name: string) {
        await database.owner(
          `insert into storage.objects (bucket_id, name, metadata) values ('images', $1, '{}')`,
          [name],
        )
        return `http://127.0.0.1:54321/storage/v1/object/public/images/${encodeURIComponent(name)}`
      }

      test('a save that starts using a file being removed waits for the removal, then is refused', async () => {
        const address = await storedFile('carrera/borrada ñ.webp')
        const removal = opened()
        const removing = database.committed(async (exec) => {
          await actAs(exec, database.admin)
          await exec(
            `select private.begin_media_removal('images', array['carrera/borrada ñ.webp'])`,
          )
          removal.reached()
          await removal.released
        })
        await removal.reachedGate
        const saving = database.committed(async (exec) => {
          await actAs(exec, database.admin)
          await exec(
            `insert into public.activities (title, description, image_url) values ('Carrera', 'Uso', $1)`,
            [address],
          )
        })
        expect(await settled(saving, 300)).toBe(false)
        removal.release()
        await removing
        await expect(saving).rejects.toMatchObject({ code: 'MD404' })
      })

      test('a removal that starts while a save is using the file waits for it, then sees the use', async () => {
        const address = await storedFile('carrera/usada.webp')
        const save = opened()
        const saving = database.committed(async (exec) => {
          await actAs(exec, database.admin)
          await exec(
            `insert into public.activities (title, description, image_url) values ('Carrera 2', 'Uso', $1)`,
            [address.replace('/object/public/', '/render/image/public/')],
          )
          save.reached()
          await save.released
        })
        await save.reachedGate
        const removing = database.committed(async (exec) => {
          await actAs(exec, database.admin)
          await exec(`select private.begin_media_removal('images', array['carrera/usada.webp'])`)
          const [row] = await exec<{ uses: number }>(
            `select count(*)::int as uses from public.activities
             where private.media_file_of(image_url) = 'images/carrera/usada.webp'`,
          )
          return row.uses
        })
        expect(await settled(removing, 300)).toBe(false)
        save.release()
        await saving
        expect(await removing).toBe(1)
      })
    })
  })
}
