/**
 * `npm run bench`: prints the performance figures, one section per layer, each with its budget.
 * Budgets are checked here, never in timed unit tests. `npm run bench -- admin` (or any of the
 * section names below, several allowed) runs only those sections.
 */
import type { SiteUnderTest } from '../local/site-under-test.ts'
import { benchAdmin } from './admin.ts'
import { benchApi } from './api.ts'
import { benchRestore } from './backup.ts'
import { benchMediaLibrary } from './media.ts'
import { benchSite, startBenchSite } from './site.ts'
import { benchStack } from './stack.ts'

/** The site's and the admin's sections measure one production build, made once. */
let site: SiteUnderTest | undefined
const builtSite = async () => {
  site ??= await startBenchSite()
  return site
}

const SECTIONS: Record<string, { title: string; run: () => Promise<unknown> }> = {
  stack: { title: '1. Local stack: start-up and idle memory', run: benchStack },
  api: {
    title: '2. The api function under load',
    run: async () => {
      await benchApi()
      await benchMediaLibrary()
    },
  },
  site: {
    title: '3. The public site: bytes before first render, Lighthouse',
    run: async () => benchSite(await builtSite()),
  },
  admin: {
    title: "4. The owner's screens: Lighthouse beside home",
    run: async () => benchAdmin(await builtSite()),
  },
  backup: { title: '5. Backup and restore of a library of 2,000 files', run: benchRestore },
}

const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !(name in SECTIONS))
if (unknown.length > 0) {
  throw new Error(
    `No bench section ${unknown.join(', ')}; the sections: ${Object.keys(SECTIONS).join(', ')}`,
  )
}
try {
  for (const [name, section] of Object.entries(SECTIONS)) {
    if (asked.length > 0 && !asked.includes(name)) continue
    console.log(`\n# ${section.title}\n`)
    await section.run()
  }
} finally {
  await site?.stop()
}
