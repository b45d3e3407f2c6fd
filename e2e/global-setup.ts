import { mkdir } from 'node:fs/promises'
import type { TestProject } from 'vitest/node'
import { startSiteUnderTest } from '../local/site-under-test.ts'
import { ARTIFACTS_DIR } from './artifacts.ts'

/**
 * Once per `npm run test:e2e`: a test stack on free ports and a production build made for it,
 * served like the static host, prerendered again after each content write as `npm run preview` is. Test files share it and read its addresses with inject('site').
 */
export default async function setup(project: TestProject) {
  await mkdir(ARTIFACTS_DIR, { recursive: true })
  const site = await startSiteUnderTest({ rebuildOnEdit: true })
  project.provide('site', {
    url: site.url,
    apiUrl: site.stack.apiUrl,
    functionsUrl: site.stack.functionsUrl,
    dbUrl: site.stack.dbUrl,
    anonKey: site.stack.anonKey,
    mailboxUrl: site.stack.mailboxUrl,
  })
  return () => site.stop()
}

declare module 'vitest' {
  export interface ProvidedContext {
    site: {
      url: string
      apiUrl: string
      functionsUrl: string
      dbUrl: string
      anonKey: string
      /** The local mailbox: `${mailboxUrl}/api/messages` lists what Auth sent, newest first. */
      mailboxUrl: string
    }
  }
}
