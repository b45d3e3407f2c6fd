import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import {
  definedResources,
  RESOURCE_INDEX,
  RESOURCE_INDEX_FILE,
  resourceIndexSource,
} from './resource-index.ts'

test('the function lists every definition its resources folder has', () => {
  expect(
    readFileSync(RESOURCE_INDEX, 'utf8'),
    `${RESOURCE_INDEX_FILE} is not what edge-functions/_shared/resources/ defines: run \`npm run resources\` (npm run dev does it as it starts) and commit it`,
  ).toBe(resourceIndexSource())
})

test('a definition is an exported defineResource or defineResourceWithSchemas call', () => {
  const source = `
export const faqs = defineResource({ path: 'faqs' })
export const tracks = defineResourceWithSchemas(
export const FAQ_LIMIT = 20
const drafts = defineResource({ path: 'drafts' })`
  expect(definedResources(source)).toEqual(['faqs', 'tracks'])
})
