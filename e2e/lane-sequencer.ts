import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The project whose files take the owner's lane one at a time (vitest.e2e.config.ts). */
export const OWNER_PROJECT = 'owner'

/** A file never run before is guessed at a minute. */
const UNKNOWN_MS = 60_000

/**
 * The order the workers take the e2e files in. The owner's files run one at a time (e2e/owner-lane.ts):
 * a worker that takes one while another runs waits. So the order is the one two workers would
 * take them in, longest first, if the owner's lane were never left empty and never waited for:
 * whenever a worker is free and the lane is too, it takes the longest owner's file left; otherwise
 * the longest visitors' file. Durations are those of the last run (Vitest's results cache); when
 * a file runs shorter or longer than that, the lock still keeps the owner's files apart.
 */
export class LaneSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const duration = (spec: TestSpecification) => {
      const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`
      return this.ctx.cache.getFileTestResults(key)?.duration ?? UNKNOWN_MS
    }
    const longestFirst = (specs: TestSpecification[]) =>
      specs.sort((a, b) => duration(b) - duration(a))
    const owners = longestFirst(files.filter((spec) => spec.project.name === OWNER_PROJECT))
    const visitors = longestFirst(files.filter((spec) => !owners.includes(spec)))
    const workers: number[] = Array(Math.max(1, this.ctx.config.maxWorkers)).fill(0)
    let laneFree = 0
    const order: TestSpecification[] = []
    while (owners.length + visitors.length > 0) {
      const free = Math.min(...workers)
      const worker = workers.indexOf(free)
      const owner = owners.length > 0 && (laneFree <= free || visitors.length === 0)
      const spec = (owner ? owners : visitors).shift() as TestSpecification
      const start = owner ? Math.max(free, laneFree) : free
      workers[worker] = start + duration(spec)
      if (owner) laneFree = workers[worker]
      order.push(spec)
    }
    return order
  }
}
