// The migrations and the seed: the seed covers every display rule of the public spec, and the
// triggers, checks and helper functions behave as docs/data-model.md says. Runs on PGlite and,
// when TEST_DATABASE_URL is set, on PostgreSQL 15.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { attempt, databaseVariants, type TestDatabase } from './harness.ts'

const demoMedia =
  /^\/demo\/((hero|background)-[1-3]|activity-[1-5]|product-[1-4]|book-[1-6]|album-[1-4]|avatar-[1-4]|video-[1-5])\.webp$/

const variants = databaseVariants()

for (const variant of variants) {
  describe.skipIf(variant.skip)(`schema and seed ${variant.label}`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await variant.open()
    })
    afterAll(async () => {
      await database?.close()
    })

    const one = async <Row>(text: string, params?: unknown[]) =>
      (await database.owner<Row>(text, params))[0]

    describe('the seed', () => {
      test('has the seven therapy services in order, with their icons and anchors', async () => {
        const services = await database.owner(
          'select id::int, icon, link, sort_order from public.services order by sort_order, id',
        )
        expect(services).toEqual(
          [
            ['utensils', 'nutricion'],
            ['wifi', 'terapias-remotas'],
            ['users', 'comunidad'],
            ['map-marker', 'presencial'],
            ['hands-helping', 'acompanamientos'],
            ['capsules', 'suplementos'],
            ['mobile', 'dispositivos'],
          ].map(([icon, anchor], index) => ({
            id: index + 1,
            icon,
            link: `/terapias#${anchor}`,
            sort_order: index + 1,
          })),
        )
      })

      test('has activities of many types, every status, and every display case', async () => {
        const stats = await one<Record<string, number>>(`
          select count(*)::int as total,
            count(distinct type)::int as types,
            count(distinct status) filter (where status in ('proximamente', 'inscripcion_abierta',
              'inscripcion_cerrada', 'no_quedan_plazas', 'pocas_plazas', 'finalizado'))::int as statuses,
            count(*) filter (where status in ('upcoming', 'open', 'limited', 'closed'))::int as legacy,
            count(*) filter (where is_featured and is_visible)::int as featured,
            count(*) filter (where not is_visible)::int as hidden,
            count(*) filter (where is_online and online_platform is not null)::int as online,
            count(*) filter (where not is_online and location is not null)::int as in_person,
            count(*) filter (where use_google_form and google_form_url like 'https://%')::int as forms,
            count(*) filter (where short_description is not null)::int as with_short,
            count(*) filter (where short_description is null and char_length(description) > 100)::int
              as long_without_short
          from public.activities`)
        expect(stats.total).toBeGreaterThanOrEqual(10)
        expect(stats.types).toBeGreaterThanOrEqual(8)
        expect(stats.statuses).toBe(6)
        for (const key of [
          'legacy',
          'featured',
          'hidden',
          'online',
          'in_person',
          'forms',
          'with_short',
          'long_without_short',
        ]) {
          expect(stats[key], key).toBeGreaterThan(0)
        }
      })

      test('has 1 to 3 featured products and one description longer than 450 characters', async () => {
        const stats = await one<Record<string, number>>(`
          select count(*)::int as total, count(*) filter (where featured)::int as featured,
            count(*) filter (where char_length(description) > 450)::int as long
          from public.products`)
        expect(stats.total).toBeGreaterThanOrEqual(4)
        expect(stats.featured).toBeGreaterThanOrEqual(1)
        expect(stats.featured).toBeLessThanOrEqual(3)
        expect(stats.long).toBeGreaterThan(0)
      })

      test('has six testimonials, at least four featured, some longer than 150 characters', async () => {
        const stats = await one<Record<string, number>>(`
          select count(*)::int as total, count(*) filter (where featured)::int as featured,
            count(*) filter (where char_length(content) > 150)::int as long
          from public.testimonials`)
        expect(stats.total).toBe(6)
        expect(stats.featured).toBeGreaterThanOrEqual(4)
        expect(stats.long).toBeGreaterThan(0)
      })

      test('has ten videos linking to video pages, one hidden', async () => {
        const stats = await one<Record<string, number>>(`
          select count(*)::int as total, count(*) filter (where not visible)::int as hidden,
            count(*) filter (where link like 'https://%')::int as linked
          from public.videos`)
        expect(stats).toEqual({ total: 10, hidden: 1, linked: 10 })
      })

      test('has nine books covering every book display case', async () => {
        const stats = await one<Record<string, number>>(`
          select count(*)::int as total,
            count(*) filter (where featured)::int as featured,
            count(*) filter (where not visible)::int as hidden,
            count(*) filter (where not visible_in_all)::int as not_in_all,
            count(*) filter (where show_coming_soon and coming_soon_text like e'%\\n%')::int as coming_soon,
            count(*) filter (where is_downloadable and download_link is not null)::int as downloadable,
            count(*) filter (where is_purchasable and purchase_link is not null)::int as purchasable,
            count(*) filter (where author is null)::int as no_author,
            count(distinct download_count)::int as download_counts,
            count(*) filter (where additional_downloads > 0)::int as with_additional
          from public.books`)
        expect(stats.total).toBe(9)
        for (const [key, value] of Object.entries(stats)) expect(value, key).toBeGreaterThan(0)
        expect(stats.download_counts).toBeGreaterThan(2)
      })

      test('has three promotions, one inactive', async () => {
        expect(
          await one(`select count(*)::int as total, count(*) filter (where not is_active)::int as inactive
                     from public.promotions`),
        ).toEqual({ total: 3, inactive: 1 })
      })

      test('has the three hero slides pointing to services, resources and activities', async () => {
        expect(
          await database.owner('select cta_link from public.hero_content order by sort_order, id'),
        ).toEqual([
          { cta_link: '/servicios' },
          { cta_link: '/recursos' },
          { cta_link: '/actividades' },
        ])
      })

      test('has the call-to-action settings and the contact and social settings', async () => {
        const settings = Object.fromEntries(
          (
            await database.owner<{ key: string; value: string; section: string }>(
              'select key, value, section from public.site_settings',
            )
          ).map((row) => [row.key, row]),
        )
        expect(settings.cta_title).toMatchObject({
          value: 'Comienza Tu Camino Hacia el Bienestar',
          section: 'cta',
        })
        expect(settings.cta_button_text.value).toBe('Contáctanos')
        expect(settings.cta_button_link.value).toBe('/contacto')
        expect(settings.cta_subtitle.value.length).toBeGreaterThanOrEqual(10)
        expect(settings.contact_phone.section).toBe('contacto')
        expect(settings.chat_phone.value).toMatch(/^\d+$/)
        for (const person of [1, 2]) {
          for (const kind of ['video', 'social']) {
            expect(settings[`social_person${person}_${kind}`]?.value).toMatch(/^https:\/\//)
          }
        }
      })

      test('has hero backgrounds 1 to 3 and image and colour backgrounds for sections', async () => {
        const stats = await one<Record<string, number>>(`
          select count(*) filter (where section = 'hero')::int as hero,
            count(*) filter (where section <> 'hero' and background_url is not null)::int as images,
            count(*) filter (where section <> 'hero' and background_url is null and opacity < 100)::int
              as colours
          from public.carousel_backgrounds`)
        expect(stats.hero).toBe(3)
        expect(stats.images).toBeGreaterThan(0)
        expect(stats.colours).toBeGreaterThan(0)
      })

      test("the hero's pictures are on its items alone (one place per picture)", async () => {
        const stats = await one<Record<string, number>>(`
          select
            (select count(*) from public.carousel_backgrounds
              where section = 'hero' and background_url is not null)::int as on_positions,
            (select count(*) from public.hero_content where background_url is null)::int
              as items_without`)
        expect(stats).toEqual({ on_positions: 0, items_without: 0 })
      })

      test('has four albums: featured, with a player, with an external link, one without tracks', async () => {
        const albums = await database.owner<{
          featured: boolean
          iframe_player_url: string | null
          external_music_url: string | null
          tracks_count: number
        }>(
          'select featured, iframe_player_url, external_music_url, tracks_count from public.albums',
        )
        expect(albums).toHaveLength(4)
        expect(albums.some((album) => album.featured)).toBe(true)
        expect(albums.some((album) => album.iframe_player_url)).toBe(true)
        expect(albums.some((album) => album.external_music_url)).toBe(true)
        expect(albums.some((album) => album.tracks_count === 0)).toBe(true)
        const durations = await database.owner<{ duration: string }>(
          'select duration from public.tracks',
        )
        expect(durations.every((track) => /^\d+:\d{2}$/.test(track.duration))).toBe(true)
      })

      test('uses only the generated demo media', async () => {
        const images = await database.owner<{ url: string }>(`
          select image_url as url from public.activities union all
          select image_url from public.products union all
          select avatar_url from public.testimonials union all
          select thumbnail_url from public.videos union all
          select cover_url from public.books union all
          select background_url from public.hero_content union all
          select background_url from public.carousel_backgrounds union all
          select image_url from public.albums`)
        for (const { url } of images) if (url !== null) expect(url).toMatch(demoMedia)
        const audio = await database.owner<{ file_url: string }>(
          'select distinct file_url from public.tracks',
        )
        expect(audio).toEqual([{ file_url: '/demo/cuenco.wav' }])
      })
    })

    describe('triggers and checks', () => {
      test('editing a row moves its updated_at forward', async () => {
        await database.rolledBack(async (exec) => {
          const [row] = await exec<{ moved: boolean }>(
            `update public.services set title = 'Otro título', updated_at = '2000-01-01'
             where id = 1 returning updated_at > created_at as moved`,
          )
          expect(row.moved).toBe(true)
        })
      })

      test("an album's track count follows added, moved and deleted tracks", async () => {
        await database.rolledBack(async (exec) => {
          const counts = async () =>
            (
              await exec<{ id: number; tracks_count: number }>(
                'select id::int, tracks_count from public.albums order by id',
              )
            ).map((row) => row.tracks_count)
          expect(await counts()).toEqual([4, 3, 2, 0])
          await exec(
            `insert into public.tracks (album_id, title, file_url) values (4, 'Nueva', '/demo/cuenco.wav')`,
          )
          expect(await counts()).toEqual([4, 3, 2, 1])
          await exec('update public.tracks set album_id = 4 where id = 1')
          expect(await counts()).toEqual([3, 3, 2, 2])
          await exec('delete from public.tracks where album_id = 2')
          expect(await counts()).toEqual([3, 0, 2, 2])
        })
      })

      test('a typed track count is ignored', async () => {
        await database.rolledBack(async (exec) => {
          const [row] = await exec<{ tracks_count: number }>(
            'update public.albums set tracks_count = 99 where id = 1 returning tracks_count',
          )
          expect(row.tracks_count).toBe(4)
        })
      })

      test("changing tracks does not touch the album's updated_at", async () => {
        await database.rolledBack(async (exec) => {
          const before = await exec('select updated_at from public.albums where id = 1')
          await exec('delete from public.tracks where album_id = 1')
          expect(await exec('select updated_at from public.albums where id = 1')).toEqual(before)
        })
      })

      test('deleting an album deletes its tracks', async () => {
        await database.rolledBack(async (exec) => {
          await exec('delete from public.albums where id = 1')
          expect(
            await exec('select count(*)::int as n from public.tracks where album_id = 1'),
          ).toEqual([{ n: 0 }])
        })
      })

      test.each([
        {
          rule: 'only the hero has positions other than 1',
          sql: `insert into public.carousel_backgrounds (section, position) values ('books', 2)`,
        },
        {
          rule: 'hero positions go from 1 to 3',
          sql: `insert into public.carousel_backgrounds (section, position) values ('hero', 4)`,
        },
        {
          rule: 'a section is one of the known sections',
          sql: `insert into public.carousel_backgrounds (section) values ('albums')`,
        },
        {
          rule: 'one background per section and position',
          sql: `insert into public.carousel_backgrounds (section, position) values ('hero', 1)`,
        },
        {
          rule: 'opacity is at most 100',
          sql: `insert into public.carousel_backgrounds (section, opacity) values ('products', 101)`,
        },
        {
          rule: 'an activity type is a known type',
          sql: `insert into public.activities (title, description, type) values ('a', 'b', 'fiesta')`,
        },
        {
          rule: 'an activity status is a known status',
          sql: `insert into public.activities (title, description, status) values ('a', 'b', 'abierto')`,
        },
        {
          rule: 'a release date is YYYY-MM-DD',
          sql: `insert into public.albums (title, release_date) values ('a', '21/03/2024')`,
        },
        {
          rule: 'download counts are never negative',
          sql: `update public.books set additional_downloads = -1 where id = 1`,
        },
        {
          rule: 'sort orders are never negative',
          sql: `update public.services set sort_order = -1 where id = 1`,
        },
        {
          rule: 'site setting keys are unique',
          sql: `insert into public.site_settings (key) values ('cta_title')`,
        },
      ])('$rule', async ({ sql }) => {
        await database.rolledBack(async (exec) => {
          expect(await attempt(exec, sql)).toMatchObject({ ok: false })
        })
      })

      test('legacy activity types and statuses are accepted', async () => {
        await database.rolledBack(async (exec) => {
          const result = await attempt(
            exec,
            `insert into public.activities (title, description, type, status)
             values ('a', 'b', 'workshop', 'limited'), ('c', 'd', 'talk', 'closed')`,
          )
          expect(result).toMatchObject({ ok: true })
        })
      })
    })
  })
}
