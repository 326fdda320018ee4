/**
 * The module graph of the app (README, "Architecture"), checked by `npm run check:graph` over src/, scripts/
 * and tests/. ESLint's boundaries rules keep each import going through a feature's public file; these rules keep
 * the layers apart and the graph free of cycles, type-only imports included.
 *
 * Layers: `src/shared` (the wire contract and helpers both sides run) is at the bottom; `src/renderer` (the
 * invitation renderer, drawn in the browser and on the server) sits on it; `src/web` and `src/server` use
 * those and never each other. `scripts/` (generator, lint, benches) may use anything; nothing in src/ uses it.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes the import order matter and ties the modules in it into one: break it.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-not-to-web-or-scripts',
      severity: 'error',
      comment: 'The server runs without the web app and without the repository tools.',
      from: { path: '^src/server/' },
      to: { path: '^(src/web|scripts)/' },
    },
    {
      name: 'shared-stays-at-the-bottom',
      severity: 'error',
      comment: 'Shared code is used by every layer and uses none of them.',
      from: { path: '^src/shared/' },
      to: { path: '^(src/server|src/web|src/renderer|scripts)/' },
    },
    {
      name: 'renderer-not-to-web-server-or-scripts',
      severity: 'error',
      comment: 'The invitation renderer is drawn by the web app and the server alike, so it uses neither.',
      from: { path: '^src/renderer/' },
      to: { path: '^(src/web|src/server|scripts)/' },
    },
    {
      name: 'web-not-to-server-or-scripts',
      severity: 'error',
      comment: 'The web app talks to the server over HTTP (src/shared/api is the contract), never by import.',
      from: { path: '^src/web/' },
      to: { path: '^(src/server|scripts)/' },
    },
    {
      name: 'lazy-features-only-from-the-router',
      severity: 'error',
      comment:
        "Only the router loads another feature's code on demand (one chunk per page); elsewhere a feature imports " +
        "another through its index.ts. The server's composition root (src/server/*.ts) sits outside every feature.",
      from: { path: '^src/(web|server)/([^/]+)/', pathNot: '^src/web/app/(router|routes)\\.tsx$' },
      to: { dependencyTypes: ['dynamic-import'], path: '^src/(web|server)/', pathNot: '^src/$1/$2/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'An import that resolves to no file or package (the compiled server, which `npm start` runs, exists only after a build).',
      from: {},
      to: { couldNotResolve: true, pathNot: '^\\.\\./dist/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a cycle through types still ties the modules together.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
