// What the browser loads, checked by `npm run check` beside the layers' rules
// (.dependency-cruiser.cjs): only imports that survive the build count here, since a type
// imported from a module of checks costs a visitor nothing. dependency-rules.test.ts shows each
// rule failing on the import it is there to refuse.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'public-pages-never-load-valibot',
      comment:
        'A public page, its islands and what they import never load valibot: the checks are the API’s and the admin’s, and the bench’s «public routes never load valibot» counts them. A shared module a page needs for its names or values holds no schema: keep the declaration in a module of its own and its checks beside it (as resources/site-settings.ts and site-settings-checks.ts).',
      severity: 'error',
      from: { path: '^web/src/(app/routes|features|islands)', pathNot: '\\.test\\.tsx?$' },
      to: { path: 'node_modules/valibot/', reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
  },
}
