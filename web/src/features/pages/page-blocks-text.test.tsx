// @vitest-environment screen
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { PAGE_BLOCKS, PAGE_SLUGS } from '../../../../edge-functions/_shared/page-slugs.ts'
import AboutScreen from '../../app/routes/about.tsx'
import FounderScreen from '../../app/routes/founder.tsx'
import NutritionScreen from '../../app/routes/nutrition.tsx'
import TherapiesScreen from '../../app/routes/therapies.tsx'
import { drawnWith, seededPages, textOfToday, visibleText } from './seeded-pages.tsx'

afterEach(cleanup)

describe('on a fresh install a page whose words became the owner’s reads as it did before', () => {
  test.each([
    ['about', AboutScreen],
    ['therapies', TherapiesScreen],
    ['nutrition', NutritionScreen],
    ['founder', FounderScreen],
  ] as const)('%s', (name, Screen) => {
    expect(visibleText(drawnWith(seededPages(), Screen))).toBe(textOfToday(name))
  })
})

test('Nosotros keeps its frame: two profiles, the mission and the closing call', () => {
  const page = drawnWith(seededPages(), AboutScreen)
  expect(page.querySelectorAll('article[aria-labelledby^="perfil-"]')).toHaveLength(2)
  expect(page.querySelector('#equipo')).not.toBeNull()
  expect(page.querySelector('#mision li h3')?.textContent).toBe('Cuidar la raíz')
  expect(page.querySelector('a[href="/contacto"]')?.textContent).toBe('Contactar con nosotros')
})

test('Terapias keeps its frame: seven anchored sections, their facts, cards and links', () => {
  const page = drawnWith(seededPages(), TherapiesScreen)
  const anchors = [...page.querySelectorAll('section[id][tabindex="-1"]')].map(
    (section) => section.id,
  )
  expect(anchors).toEqual([
    'nutricion',
    'terapias-remotas',
    'comunidad',
    'presencial',
    'acompanamientos',
    'suplementos',
    'dispositivos',
  ])
  expect(page.querySelectorAll('#comunidad ol > li')).toHaveLength(3)
  expect(page.querySelector('#presencial a[href="/colaboracion-trabajo"]')?.textContent).toBe(
    'Solicitar una colaboración',
  )
  expect(page.querySelector('#terapias-remotas a[href="/inscripcion/crisis-cielo"]')).not.toBeNull()
  for (const anchor of anchors) {
    expect(page.querySelector(`#${anchor} a[href="/contacto"]`)?.textContent).toBe(
      'Solicitar consulta',
    )
  }
})

test('Nutrición keeps its frame: the story and its link, three themes, numbered steps, testimonials', () => {
  const page = drawnWith(seededPages(), NutritionScreen)
  expect(page.querySelector('#historia a[href="/elena-marin"]')).not.toBeNull()
  expect(page.querySelectorAll('#temas li h3')).toHaveLength(3)
  expect(page.querySelector('#mentoria ol > li h3')?.textContent).toBe('Paso 1: Análisis inicial')
  expect(page.querySelector('#testimonios figcaption')?.textContent).toBe('Marta, 46 años')
})

test('the founder’s page keeps its frame: four groups drawn as cards and as the table’s rows', () => {
  const page = drawnWith(seededPages(), FounderScreen)
  expect(page.querySelectorAll('#grupos li h3')).toHaveLength(4)
  const rows = [...page.querySelectorAll('#tabla tbody tr')].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  )
  expect(rows[0]).toEqual([
    'Frutas',
    'Vitaminas, antioxidantes, fibra y agua',
    'Manzana, granada, uva, higos, cítricos, frutos rojos',
    'Enteras y solas, por la mañana o entre horas',
  ])
  expect(rows).toHaveLength(4)
})

test('a bold word and a link she writes in a profile are drawn as such', () => {
  const pages = seededPages().map((page) =>
    page.slug === 'nosotros-elena-marin'
      ? {
          ...page,
          body: {
            root: {
              type: 'root' as const,
              children: [
                {
                  type: 'paragraph' as const,
                  children: [
                    { type: 'text' as const, text: 'Elena escribe ', format: 0 },
                    { type: 'text' as const, text: 'libros', format: 1 },
                    {
                      type: 'link' as const,
                      url: '/libros',
                      children: [{ type: 'text' as const, text: ' y guías', format: 0 }],
                    },
                  ],
                },
              ],
            },
          },
        }
      : page,
  )
  const profile = drawnWith(pages, AboutScreen).querySelector(
    'article[aria-labelledby="perfil-em"]',
  )
  expect(profile?.querySelector('strong')?.textContent).toBe('libros')
  expect(profile?.querySelector('a[href="/libros"]')?.textContent).toBe(' y guías')
})

test('every page the code draws is seeded', () => {
  const known = [...Object.values(PAGE_SLUGS), ...Object.keys(PAGE_BLOCKS)].sort()
  expect(
    seededPages()
      .map((page) => page.slug)
      .sort(),
  ).toEqual(known)
})
