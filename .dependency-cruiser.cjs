/**
 * The import graph's rules (`npx depcruise app components lib pages db scripts tests proxy.ts
 * instrumentation.ts server.ts`): no cycle, type-only imports included, since a type cycle still
 * ties two modules to each other. tests/unit/module-graph.test.ts runs it and reads the graph.
 */
module.exports = {
  forbidden: [{ name: 'no-circular', severity: 'error', comment: 'Move what both modules need into a third one.', from: {}, to: { circular: true } }],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^\\.next/', '^\\.data/', '^db/migrations/'] },
    // Keep `import type` edges: they are erased from the build, not from the design.
    tsPreCompilationDeps: true,
    // Resolves the `@/` alias of tsconfig.json.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['react-server', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.d.mts', '.mjs', '.js', '.json'],
    },
  },
};
