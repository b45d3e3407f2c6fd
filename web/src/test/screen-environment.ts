import { builtinEnvironments, type Environment } from 'vitest/environments'

// One jsdom window per worker, kept from one screen file to the next (vitest.config.ts): the
// modules those files share were imported against it, so a window of their own per file would
// leave a module's listeners, polyfills and style sheets on a window no longer drawn.
const SHARED_WINDOW = Symbol.for('screen-environment.window')

export default {
  name: 'screen',
  viteEnvironment: 'client',
  async setup(global, options) {
    const holder = global as { [SHARED_WINDOW]?: unknown }
    holder[SHARED_WINDOW] ??= await builtinEnvironments.jsdom.setup(global, options)
    // Nothing is removed between files: each unmounts its screens (the setup file's cleanup),
    // and a node a screen still takes away after its file ended must find its parent.
    return { teardown() {} }
  },
} satisfies Environment
