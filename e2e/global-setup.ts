import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { type SiteUnderTest, startSiteUnderTest } from '../local/site-under-test.ts'
import { ARTIFACTS_DIR } from './artifacts.ts'
import { type OwnerSession, ownerSessionFor } from './owner-session.ts'

type Started = {
  project: TestProject
  ready: Promise<{ site: SiteUnderTest; session: OwnerSession }>
}

// The setups of one run share this process: each project's setup starts its stack here and the
// root's, which Vitest runs after them, waits for them all, so the builds overlap.
const STARTED = Symbol.for('e2e: stacks started by the projects of this run')
const started = (): Started[] => {
  const holder = globalThis as { [STARTED]?: Started[] }
  holder[STARTED] ??= []
  return holder[STARTED]
}

/**
 * Once per `npm run test:e2e`, for each project that has files in the run: a test stack on free
 * ports and a production build made for it, served like the static host and prerendered again
 * after each content write as `npm run preview` is, and the demo admin signed in on it once (the
 * browser's stored session every owner test opens her screens with). The visitors' files and the
 * owner's, which write what the visitors' pages count, get one each; a project's files read its
 * addresses with inject('site') and its session with inject('ownerSession').
 */
export default async function setup(project: TestProject) {
  if (project !== project.vitest.getRootProject()) {
    const ready = startSiteUnderTest({ rebuildOnEdit: true }).then(async (site) => {
      try {
        return { site, session: await ownerSessionFor(site.url) }
      } catch (error) {
        await site.stop()
        throw error
      }
    })
    // Awaited by the root's setup; until then a failure must not count as unhandled.
    ready.catch(() => {})
    started().push({ project, ready })
    return
  }
  await mkdir(ARTIFACTS_DIR, { recursive: true })
  const lanes = await mkdtemp(join(tmpdir(), 'e2e-lanes-'))
  project.provide('lanes', lanes)
  const runs = started().splice(0)
  if (runs.length === 0) {
    throw new Error('No project started a stack: each project lists e2e/global-setup.ts')
  }
  const outcomes = await Promise.allSettled(runs.map((run) => run.ready))
  const sites = outcomes.flatMap((outcome) =>
    outcome.status === 'fulfilled' ? [outcome.value.site] : [],
  )
  const stop = async () => {
    await Promise.all(sites.map((site) => site.stop()))
    await rm(lanes, { recursive: true, force: true })
  }
  const failed = outcomes.find((outcome) => outcome.status === 'rejected')
  if (failed) {
    await stop()
    throw failed.reason
  }
  runs.forEach((run, index) => {
    const outcome = outcomes[index] as PromiseFulfilledResult<Awaited<Started['ready']>>
    const { site, session } = outcome.value
    run.project.provide('site', {
      url: site.url,
      apiUrl: site.stack.apiUrl,
      functionsUrl: site.stack.functionsUrl,
      dbUrl: site.stack.dbUrl,
      anonKey: site.stack.anonKey,
      mailboxUrl: site.stack.mailboxUrl,
    })
    run.project.provide('ownerSession', session)
  })
  return stop
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
    /** The demo admin's stored session on this project's site (e2e/owner-session.ts). */
    ownerSession: OwnerSession
    /** Where e2e/owner-lane.ts keeps the lock that lets one owner's file run at a time. */
    lanes: string
  }
}
