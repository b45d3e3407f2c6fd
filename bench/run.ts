/**
 * `npm run bench`: prints the performance figures, one section per layer, each with its budget.
 * Budgets are checked here, never in timed unit tests.
 */
import { benchApi } from './api.ts'
import { benchMediaLibrary } from './media.ts'
import { benchSite } from './site.ts'
import { benchStack } from './stack.ts'

console.log('# 1. Local stack: start-up and idle memory\n')
await benchStack()
console.log('\n# 2. The api function under load\n')
await benchApi()
await benchMediaLibrary()
console.log('\n# 3. The public site: bytes before first render, Lighthouse\n')
await benchSite()
