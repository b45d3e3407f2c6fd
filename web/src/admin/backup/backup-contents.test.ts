// What "Restaurar una copia" shows of a chosen copy before anything changes (backup-contents.ts).
import { describe, expect, it } from 'vitest'
import { TAR_END, tarEntry } from '../../../../edge-functions/_shared/tar.ts'
import { startTestStack } from '../../../../local/testing.ts'
import { CONTENTS_MESSAGES, readBackupContents, TABLE_NAMES } from './backup-contents.ts'

const archive = (entries: [string, unknown][]) =>
  new Blob([
    ...entries.flatMap(([name, value]) =>
      tarEntry(name, new TextEncoder().encode(JSON.stringify(value))),
    ),
    TAR_END,
  ] as BlobPart[])

const manifest = {
  format: 1,
  schemaVersion: '20261201200000_restore_from_the_admin',
  createdAt: '2026-11-30T22:15:00.000Z',
  tables: [
    { schema: 'public', name: 'services', rows: 6, sequences: [] },
    { schema: 'public', name: 'albums', rows: 2, sequences: [] },
    { schema: 'private', name: 'trash', rows: 0, sequences: [] },
  ],
  objects: [
    { bucket: 'images', name: 'a.png', size: 1000 },
    { bucket: 'audio', name: 'b.mp3', size: 2048 },
  ],
}

describe('readBackupContents', () => {
  it('names every table a backup holds for the owner', async () => {
    const stack = await startTestStack()
    try {
      const [{ plan }] = await stack.sql`select private.restore_plan()::text as plan`
      const tables = (JSON.parse(plan).tables as { schema: string; name: string }[]).map(
        (table) => `${table.schema}.${table.name}`,
      )
      const unnamed = tables.filter((table) => !(table in TABLE_NAMES))
      expect(
        unnamed,
        `A backup holds ${unnamed.join(', ')}: add its name for the owner to TABLE_NAMES in web/src/admin/backup/backup-contents.ts`,
      ).toEqual([])
    } finally {
      await stack.stop()
    }
  }, 120_000)

  it("reads the copy's date, schema, rows by type and files from its manifest alone", async () => {
    const contents = await readBackupContents(
      archive([
        ['manifest.json', manifest],
        ['tables/public.services.json', []],
      ]),
    )
    expect(contents).toEqual({
      createdAt: new Date('2026-11-30T22:15:00.000Z'),
      schemaVersion: '20261201200000_restore_from_the_admin',
      types: [
        { name: 'Álbumes', rows: 2 },
        { name: 'Servicios', rows: 6 },
      ],
      files: 2,
      fileBytes: 3048,
    })
  })

  it('says a file that is not a backup is not one', async () => {
    await expect(readBackupContents(new Blob(['hola']))).rejects.toThrow(
      CONTENTS_MESSAGES.notABackup,
    )
    await expect(
      readBackupContents(archive([['tables/public.services.json', []]])),
    ).rejects.toThrow(CONTENTS_MESSAGES.notABackup)
  })
})
