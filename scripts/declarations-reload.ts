import type { ViteDevServer } from 'vite'

/**
 * The dev server's side of a module derived from declarations read in source files
 * (`virtual:pages`, `virtual:list-types`): when a file of its folders changes what they declare,
 * the derived modules are read anew and the page reloads; an edit that changes no declaration
 * reloads nothing, and one the build cannot read is logged, the modules kept as they were.
 */
export function declarationsReload(read: () => unknown) {
  let known = ''
  return {
    /** What the modules were last made from, as `load` read it. */
    remember(declarations: unknown) {
      known = JSON.stringify(declarations)
    },
    watch(server: ViteDevServer, folders: readonly string[], modules: readonly string[]) {
      const refresh = (file: string) => {
        if (!folders.some((folder) => file.startsWith(folder))) return
        let now: string
        try {
          now = JSON.stringify(read())
        } catch (error) {
          server.config.logger.error(String(error))
          return
        }
        if (now === known) return
        known = now
        for (const id of modules) {
          const module = server.moduleGraph.getModuleById(id)
          if (module) server.moduleGraph.invalidateModule(module)
        }
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('add', refresh)
      server.watcher.on('unlink', refresh)
      server.watcher.on('change', refresh)
    },
  }
}
