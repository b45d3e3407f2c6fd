// The import graph's rules, checked by `npm run check` (`depcruise`). Each layer imports only
// what is below it, so a change to one never has to be followed back up through the others.
// web/src/admin is left out of the cycle rule until its rings are taken apart.
// dependency-rules.test.ts shows each rule failing on the import it is there to refuse.

const API = '^edge-functions/api/'
const TESTS = '\\.test\\.ts$|^edge-functions/api/(test-support|visitor-reads)\\.ts$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'view-and-island-import-each-other',
      comment:
        'A view draws its island, so it imports the island’s module; the island importing anything of the view closes a ring. Put what both need (props, a frame, a layout, a skeleton) in a third module that each imports.',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { circular: true },
    },
    {
      name: 'import-cycle',
      comment:
        'These modules import each other, directly or round a ring. Move what they share into a module that imports none of them.',
      severity: 'error',
      from: {
        path: '^(edge-functions|web/src)/',
        pathNot: '^web/src/(admin|features)/',
      },
      to: { circular: true },
    },
    {
      name: 'api-routes-only-from-app',
      comment:
        'routes/ is the API’s top layer: app.ts mounts the routes (index.ts serves the app), and nothing below a route imports one: what a route and a lower module share goes down into that module.',
      severity: 'error',
      from: {
        path: '^edge-functions/',
        pathNot: `${API}(index\\.ts$|app\\.ts$|routes/)|${TESTS}`,
      },
      to: { path: `${API}(routes/|app\\.ts$|index\\.ts$)` },
    },
    {
      name: 'api-publication-below-routes',
      comment:
        'publication.ts is called by the routes and calls the row writes: it imports no route and no request context (the routes read the request and hand it what it needs).',
      severity: 'error',
      from: { path: `${API}publication\\.ts$` },
      to: { path: `${API}(routes/|app\\.ts$|index\\.ts$|context\\.ts$)` },
    },
    {
      name: 'api-row-writes-at-the-bottom',
      comment:
        'row-writes.ts is the bottom of every write: it imports only the database, the SQL helpers and the errors, never publication.ts or a route that calls it.',
      severity: 'error',
      from: { path: `${API}row-writes\\.ts$` },
      to: { path: API, pathNot: `${API}(db|sql|errors)\\.ts$` },
    },
    {
      name: 'api-foundation-below-writes',
      comment:
        'The request context, the database, the SQL helpers, the errors, the caller and the config are below every write: they import no write, no publication and no route.',
      severity: 'error',
      from: { path: `${API}(context|db|sql|errors|caller|config|client-address)\\.ts$` },
      to: {
        path: `${API}(routes/|app\\.ts$|index\\.ts$|publication|row-writes|ordering|trash|backup|restore)`,
      },
    },
    {
      name: 'shared-contract-below-its-users',
      comment:
        'edge-functions/_shared is the contract the function and the site import; it imports neither of them.',
      severity: 'error',
      from: { path: '^edge-functions/_shared/' },
      to: { path: '^(edge-functions/api|web)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // A type imported back up is as much a way back as a value: both are counted.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
}
