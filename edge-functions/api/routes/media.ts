import { Hono } from 'hono'
import type * as v from 'valibot'
import { ADDRESS_COLUMNS } from '../../_shared/index.ts'
import {
  type AddressColumn,
  isVariantName,
  libraryNameOf,
  MEDIA_MESSAGES,
  mediaDescriptionBody,
  mediaDescriptionQuery,
  mediaDescriptions,
  mediaListQuery,
  mediaObjectBody,
  mediaReplaceBody,
  mediaUnusedBody,
  objectOfUrl,
  publicUrlOf,
  variantNameOf,
} from '../../_shared/media.ts'
import { libraryPicturePath } from '../../_shared/page-document.ts'
import { pages } from '../../_shared/resources/pages.ts'
import type { Caller } from '../caller.ts'
import {
  type AppEnv,
  jsonBody,
  jsonText,
  requireAdmin,
  type Services,
  validate,
} from '../context.ts'
import { quoteIdentifier, readAs, sqlLiteral, type Transaction, writeAs } from '../db.ts'
import { ApiError } from '../errors.ts'
import { upsertRow } from '../row-writes.ts'
import { jsonObject } from '../sql.ts'
import { moveFileToTrash, recordTrashedFile, trashUsesStatement } from '../trash.ts'

/**
 * The library file (`bucket/name`) an address points at, read by the database whatever its form:
 * percent-encoded or not, Storage's object or image route, any host; an 800 px copy counts as
 * its picture (private.media_file_of).
 */
function fileOf(expression: string): string {
  // Most addresses are no Storage address at all: the plain test spares them the function call
  // (the library's page reads every address column of every row).
  return `case when ${expression} like '%/storage/v1/%' then private.media_file_of(btrim(${expression})) end`
}

/** One row per use of a file: which record, through which field, under which name. */
function usesStatement(columns: readonly AddressColumn[]): string {
  return [
    ...columns.map(
      (column) =>
        `select ${sqlLiteral(column.type)} as type, id, ${sqlLiteral(column.field)} as field,
           ${quoteIdentifier(column.labelColumn)}::text as label,
           ${column.parentColumn ? quoteIdentifier(column.parentColumn) : 'null'}::bigint as parent_id,
           ${fileOf(quoteIdentifier(column.column))} as object
         from public.${quoteIdentifier(column.table)}`,
    ),
    // A setting drawn as a link (the footer's, the button's) may link to a file too.
    `select 'site-settings' as type, 0::bigint as id, 'value' as field, key as label,
       null::bigint as parent_id, ${fileOf('value')} as object
     from public.site_settings where private.setting_holds_link(key)`,
    // An item in the Papelera may come back: what it points at stays in use.
    trashUsesStatement(columns, fileOf),
    // Pending changes are published as saved: a file they point at is in use too.
    ...columns.map(
      (column) =>
        `select ${sqlLiteral(column.type)} as type, item.id, ${sqlLiteral(column.field)} as field,
           item.${quoteIdentifier(column.labelColumn)}::text as label,
           ${column.parentColumn ? `item.${quoteIdentifier(column.parentColumn)}` : 'null'}::bigint as parent_id,
           ${fileOf(draftAddress(column))} as object
         from public.content_drafts d
         join public.${quoteIdentifier(column.table)} item on item.id = d.row_id
         where d.table_name = ${sqlLiteral(column.table)}`,
    ),
    pagePictureUses(),
    // A row and its pending changes pointing at the same file are one use.
  ].join('\nunion\n')
}

/**
 * The pictures of a page's formatted text (edge-functions/_shared/page-document.ts), as saved and
 * as pending: each is a use of its file, which is then never deleted from under the page.
 */
function pagePictureUses(): string {
  const body = pages.fields.body
  return `select ${sqlLiteral(pages.path)} as type, p.id, 'body' as field,
       p.${quoteIdentifier(pages.fields[pages.label])}::text as label, null::bigint as parent_id,
       ${fileOf("(picture.url #>> '{}')")} as object
     from public.${quoteIdentifier(pages.table)} p
     cross join lateral jsonb_path_query(
       jsonb_build_array(p.${quoteIdentifier(body)}, (select d.changes -> 'body'
         from public.content_drafts d
         where d.table_name = ${sqlLiteral(pages.table)} and d.row_id = p.id)),
       'lax $.** ? (@.type == "picture").url') as picture(url)`
}

/** A page's document with each picture of the file `object` pointed at the picture at `path`. */
function withPictureReplaced(document: unknown, object: string, path: string): unknown {
  if (Array.isArray(document))
    return document.map((node) => withPictureReplaced(node, object, path))
  if (document === null || typeof document !== 'object') return document
  const node = document as Record<string, unknown>
  if (node.type === 'picture' && typeof node.url === 'string') {
    const file = objectOfUrl(node.url)
    return file && `${file.bucket}/${libraryNameOf(file.name)}` === object
      ? { ...node, url: path }
      : node
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withPictureReplaced(value, object, path)]),
  )
}

/**
 * Points the pictures of the file `object` in pages' texts, saved and pending, at `address`:
 * answers how many texts changed.
 */
async function repointPagePictures(tx: Transaction, object: string, address: string) {
  const path = libraryPicturePath(address)
  if (!path) return 0
  const body = quoteIdentifier(pages.fields.body)
  const table = quoteIdentifier(pages.table)
  const using = await tx.unsafe(
    `select distinct u.id from (${pagePictureUses()}) u where u.object = $1`,
    [object],
  )
  let repointed = 0
  for (const { id } of using) {
    const [row] = await tx.unsafe(
      `select p.${body} as body, d.changes -> 'body' as pending
       from public.${table} p
       left join public.content_drafts d
         on d.table_name = ${sqlLiteral(pages.table)} and d.row_id = p.id
       where p.id = $1`,
      [id],
    )
    const [saved, pending] = [row.body, row.pending].map((document) =>
      withPictureReplaced(document, object, path),
    )
    if (JSON.stringify(saved) !== JSON.stringify(row.body)) {
      await tx.unsafe(`update public.${table} set ${body} = $1::text::jsonb where id = $2`, [
        JSON.stringify(saved),
        id,
      ])
      repointed += 1
    }
    if (row.pending && JSON.stringify(pending) !== JSON.stringify(row.pending)) {
      await tx.unsafe(
        `update public.content_drafts set changes = jsonb_set(changes, '{body}', $1::text::jsonb)
         where table_name = ${sqlLiteral(pages.table)} and row_id = $2`,
        [JSON.stringify(pending), id],
      )
      repointed += 1
    }
  }
  return repointed
}

/** The address a column's field holds in an item's pending changes (content_drafts.changes). */
function draftAddress(column: AddressColumn): string {
  return `(d.changes ->> ${sqlLiteral(column.field)})`
}

const USES = usesStatement(ADDRESS_COLUMNS)

const USE_JSON = `json_build_object('type', u.type, 'id', u.id, 'field', u.field, 'label', u.label, 'parentId', u.parent_id)`

/** A search by name finds a file by its stored name or by the name it was uploaded with. */
function nameMatches(object: string, pattern: string): string {
  return `(${object}.name ilike ${pattern} or ${object}.user_metadata->>'originalName' ilike ${pattern})`
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/** The page of files, their uses and the filtered totals, in one statement run as the admin. */
function listStatement(query: v.InferOutput<typeof mediaListQuery>): string {
  const filters = [
    `o.bucket_id = ${sqlLiteral(query.kind)}`,
    `o.name !~ '-800\\.webp$'`,
    ...(query.q ? [nameMatches('o', sqlLiteral(likePattern(query.q)))] : []),
  ]
  // Each step is its own materialized result with plain column equalities, so the plan never
  // runs the union once per file nor searches the copies by a computed name (with row-level
  // security on storage.objects, a condition holding a function is not used for its index):
  // 19 s for 2,000 files before.
  const variantSize = (file: string) =>
    `coalesce((select (v.metadata->>'size')::bigint from storage.objects v
               where v.bucket_id = ${file}.bucket_id and v.name = ${file}.variant_name), 0)`
  return `with uses as materialized (${USES}),
  used as materialized (
    select u.object, json_agg(${USE_JSON} order by u.type, u.id) as uses
    from uses u where u.object is not null group by u.object
  ),
  files as materialized (
    select o.bucket_id, o.name, o.created_at, (o.metadata->>'size')::bigint as size,
      o.metadata->>'mimetype' as mimetype, o.bucket_id || '/' || o.name as object,
      o.user_metadata->>'originalName' as original_name,
      case when o.name ~ '\\.webp$' then regexp_replace(o.name, '\\.webp$', '-800.webp') end
        as variant_name
    from storage.objects o
    where ${filters.join(' and ')}
  ),
  chosen as materialized (
    select f.*, used.uses from files f left join used on used.object = f.object
    ${query.unused ? 'where used.uses is null' : ''}
  ),
  page as (
    select * from chosen order by created_at desc, name limit ${query.limit} offset ${query.offset}
  )
  select json_build_object(
    'listedAt', now(),
    'total', (select count(*) from chosen),
    'totalBytes', (select coalesce(sum(c.size + ${variantSize('c')}), 0) from chosen c),
    'items', coalesce((select json_agg(json_build_object(
        'bucket', p.bucket_id, 'name', p.name, 'size', p.size, 'mimetype', p.mimetype,
        'originalName', p.original_name,
        'createdAt', p.created_at,
        'variant', (select v.name from storage.objects v
                    where v.bucket_id = p.bucket_id and v.name = p.variant_name),
        'variantSize', (select (v.metadata->>'size')::bigint from storage.objects v
                        where v.bucket_id = p.bucket_id and v.name = p.variant_name),
        'uses', coalesce(p.uses, '[]'::json),
        'description', (select case when d.decorative then '' else d.description end
                        from public.media_descriptions d where d.picture = p.object),
        'decorative', coalesce((select d.decorative from public.media_descriptions d
                                where d.picture = p.object), false))
        order by p.created_at desc, p.name)
      from page p), '[]'::json)
  )::text as body`
}

type Use = { type: string; id: number; field: string; label: string; parentId: number | null }

/** What the owner said of the picture at `address`: nothing yet is a null description. */
function descriptionStatement(address: string): string {
  return `select coalesce(
      (select ${jsonObject(mediaDescriptions.fields, 'd')} from public.media_descriptions d
       where d.picture = private.picture_of(${sqlLiteral(address)})),
      json_build_object('description', null, 'decorative', false))::text as body`
}

async function usesOf(tx: Transaction, bucket: string, name: string): Promise<Use[]> {
  const [row] = await tx.unsafe(
    `with uses as (${USES})
     select coalesce(json_agg(${USE_JSON} order by u.type, u.id), '[]'::json)::text as uses
     from uses u where u.object = $1`,
    [`${bucket}/${name}`],
  )
  return JSON.parse(row.uses as string) as Use[]
}

async function objectExists(tx: Transaction, bucket: string, name: string): Promise<boolean> {
  const rows = await tx.unsafe('select 1 from storage.objects where bucket_id = $1 and name = $2', [
    bucket,
    name,
  ])
  return rows.length > 0
}

class InUse extends ApiError {
  constructor(readonly uses: Use[]) {
    super(409, MEDIA_MESSAGES.inUse)
  }
}

/** A list of texts passed as one JSON parameter (postgres.js sends a bare array as text). */
function textArray(parameter: string): string {
  return `array(select jsonb_array_elements_text(${parameter}::text::jsonb))`
}

/**
 * The first step of removing files: in the transaction that checks their uses, the database locks
 * them and records them as being removed until Storage has answered, so a save cannot start
 * using one in between (private.begin_media_removal). Answers the names that exist and are not
 * already being removed; for a converted picture, ask for its 800 px copy too.
 */
async function beginRemoval(tx: Transaction, bucket: string, names: readonly string[]) {
  const [row] = await tx.unsafe(
    `select to_json(private.begin_media_removal($1, ${textArray('$2')}))::text as names`,
    [bucket, JSON.stringify(names)],
  )
  return JSON.parse(row.names as string) as string[]
}

/** The last step, once Storage has answered or the removal was given up. */
async function endRemoval(services: Services, caller: Caller, bucket: string, names: string[]) {
  if (names.length === 0) return
  await writeAs(services.sql, caller, (tx) =>
    tx.unsafe(`select private.end_media_removal($1, ${textArray('$2')})`, [
      bucket,
      JSON.stringify(names),
    ]),
  )
}

/**
 * Moves a file the database recorded in the Papelera to the trash bucket, then says the removal
 * is over (a file is one entry with its 800 px copy).
 */
async function trash(
  services: Services,
  caller: Caller,
  file: { bucket: string; names: string[]; trashId: number },
) {
  try {
    await moveFileToTrash(services, caller, file)
  } finally {
    // Storage has decided either way: the answer says so. A record left behind (the database
    // unreachable this once) stops counting after five minutes.
    await endRemoval(services, caller, file.bucket, file.names).catch((error) =>
      console.warn('[api] media: the end of a removal was not recorded:', error),
    )
  }
}

/** A file and, for a converted picture, its 800 px copy. */
function withVariant(name: string): string[] {
  const variant = variantNameOf(name)
  return variant === name ? [name] : [name, variant]
}

/**
 * `/api/media`: the owner's media library. Listing, deleting and repointing are the admin's
 * alone; the uses of a file are computed by the database over every column holding an address.
 */
export function mediaRoutes(services: Services): Hono<AppEnv> {
  const { sql } = services
  const router = new Hono<AppEnv>()
  router.use(requireAdmin(services))

  router.get('/', async (c) => {
    const query = await validate(mediaListQuery, c.req.query())
    const row = await readAs(sql, c.get('caller'), listStatement(query))
    return jsonText(c, row?.body ?? '{"total":0,"totalBytes":0,"items":[]}')
  })

  router.get('/description', async (c) => {
    const { address } = await validate(mediaDescriptionQuery, c.req.query())
    const row = await readAs(sql, c.get('caller'), descriptionStatement(address))
    return jsonText(c, row?.body ?? '{"description":null,"decorative":false}')
  })

  // A picture's «Texto alternativo», written once for every place that draws it.
  router.put('/description', jsonBody(mediaDescriptionBody), async (c) => {
    const { address, description, decorative } = c.req.valid('json')
    const body = await writeAs(sql, c.get('caller'), (tx) =>
      upsertRow(tx, mediaDescriptions, 'picture', { picture: address, description, decorative }),
    )
    return jsonText(c, body)
  })

  router.post('/delete', jsonBody(mediaObjectBody), async (c) => {
    const { bucket, name } = c.req.valid('json')
    const caller = c.get('caller')
    try {
      const file = await writeAs(sql, caller, async (tx) => {
        const claimed = await beginRemoval(tx, bucket, withVariant(name))
        if (!claimed.includes(name)) throw new ApiError(404, MEDIA_MESSAGES.missing)
        const uses = await usesOf(tx, bucket, libraryNameOf(name))
        if (uses.length > 0) throw new InUse(uses)
        return { bucket, names: claimed, trashId: await recordTrashedFile(tx, bucket, claimed) }
      })
      await trash(services, caller, file)
      return c.json({ deleted: file.names.length, trashId: file.trashId })
    } catch (error) {
      if (error instanceof InUse) return c.json({ message: error.message, uses: error.uses }, 409)
      throw error
    }
  })

  router.post('/delete-unused', jsonBody(mediaUnusedBody), async (c) => {
    const { bucket, q, listedAt } = c.req.valid('json')
    const caller = c.get('caller')
    const unused = await writeAs(sql, caller, async (tx) => {
      const unusedAmong = async (names: readonly string[] | null) => {
        const rows = await tx.unsafe(
          `with uses as materialized (${USES})
           select o.name from storage.objects o
           where o.bucket_id = $1 and o.name !~ '-800\\.webp$' and ${nameMatches('o', '$2')}
             and o.created_at <= $3::timestamptz
             and ($4::text is null or o.name = any (${textArray('$4')}))
             and o.bucket_id || '/' || o.name not in (
               select u.object from uses u where u.object is not null)`,
          [bucket, likePattern(q), listedAt, names === null ? null : JSON.stringify(names)],
        )
        return rows.map((row) => row.name as string)
      }
      const candidates = await unusedAmong(null)
      const claimed = await beginRemoval(tx, bucket, candidates.flatMap(withVariant))
      // Read again under the locks: a save may have started using one meanwhile.
      const still = new Set(await unusedAmong(claimed.filter((name) => !isVariantName(name))))
      const kept = claimed.filter((name) => !still.has(libraryNameOf(name)))
      if (kept.length > 0) {
        await tx.unsafe(`select private.end_media_removal($1, ${textArray('$2')})`, [
          bucket,
          JSON.stringify(kept),
        ])
      }
      // Each file goes to the Papelera as one entry with its 800 px copy.
      const files = []
      for (const name of still) {
        const names = claimed.filter((each) => libraryNameOf(each) === name)
        files.push({ bucket, names, trashId: await recordTrashedFile(tx, bucket, names) })
      }
      return files
    })
    for (const file of unused) await trash(services, caller, file)
    return c.json({ deleted: unused.length })
  })

  router.post('/replace', jsonBody(mediaReplaceBody), async (c) => {
    const { from, to } = c.req.valid('json')
    const caller = c.get('caller')
    const [old, replacement] = [objectOfUrl(from), objectOfUrl(to)]
    if (!old || !replacement) throw new ApiError(400, MEDIA_MESSAGES.notAFile)
    if (old.bucket !== replacement.bucket) throw new ApiError(400, MEDIA_MESSAGES.otherKind)
    // A picture is one file with its 800 px copy: replacing it by its copy would delete the copy.
    const oldName = libraryNameOf(old.name)
    if (oldName === libraryNameOf(replacement.name)) {
      throw new ApiError(400, MEDIA_MESSAGES.sameFile)
    }
    const bucket = old.bucket
    const result = await writeAs(sql, caller, async (tx) => {
      // Both files locked in the one order every caller takes, before anything is read: a delete
      // of the replacement waits for the new uses, or this waits for the delete and sees it.
      await tx.unsafe(`select private.lock_media_objects(${textArray('$1')})`, [
        JSON.stringify([`${bucket}/${oldName}`, `${bucket}/${replacement.name}`]),
      ])
      if (!(await objectExists(tx, bucket, replacement.name))) {
        throw new ApiError(404, MEDIA_MESSAGES.missing)
      }
      const names = await beginRemoval(tx, bucket, withVariant(oldName))
      if (!names.includes(oldName)) throw new ApiError(404, MEDIA_MESSAGES.missing)
      // The uses point at this project's Storage, whatever host the request named.
      const address = publicUrlOf(services.config.supabaseUrl, bucket, replacement.name)
      const object = `${bucket}/${oldName}`
      let repointed = 0
      for (const column of ADDRESS_COLUMNS) {
        const rows = await tx.unsafe(
          `update public.${quoteIdentifier(column.table)} set ${quoteIdentifier(column.column)} = $1
           where ${fileOf(quoteIdentifier(column.column))} = $2 returning id`,
          [address, object],
        )
        repointed += rows.length
        const drafts = await tx.unsafe(
          `update public.content_drafts d
           set changes = jsonb_set(d.changes, array[${sqlLiteral(column.field)}], to_jsonb($1::text))
           where d.table_name = ${sqlLiteral(column.table)} and ${fileOf(draftAddress(column))} = $2
           returning d.row_id`,
          [address, object],
        )
        repointed += drafts.length
      }
      repointed += await repointPagePictures(tx, object, address)
      const settings = await tx.unsafe(
        `update public.site_settings set value = $1
         where private.setting_holds_link(key) and ${fileOf('value')} = $2 returning key`,
        [address, object],
      )
      // The new file shows what the old one showed: it keeps the old description (or decorative
      // mark) unless it has one of its own, so no use of it turns undescribed.
      await tx.unsafe(
        `insert into public.media_descriptions (picture, description, decorative)
         select $1, description, decorative from public.media_descriptions where picture = $2
         on conflict (picture) do nothing`,
        [address, object],
      )
      const trashId = await recordTrashedFile(tx, bucket, names)
      return { repointed: repointed + settings.length, names, trashId }
    })
    await trash(services, caller, { bucket, names: result.names, trashId: result.trashId })
    return c.json({ repointed: result.repointed })
  })

  return router
}
