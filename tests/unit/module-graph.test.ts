/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/*
 * The import graph as dependency-cruiser reads it (.dependency-cruiser.cjs: `import type` edges
 * kept, the `@/` alias resolved), over every folder of code and tests.
 */
interface Dependency {
  module: string;
  resolved: string;
  dependencyTypes: string[];
  couldNotResolve: boolean;
}
interface Graph {
  modules: { source: string; dependencies: Dependency[] }[];
  summary: { violations: { rule: { name: string }; cycle?: { name: string }[] }[] };
}

const ROOTS = ['app', 'components', 'lib', 'pages', 'db', 'scripts', 'tests', 'proxy.ts', 'instrumentation.ts', 'server.ts'];
/** A deliberate type-only cycle through the alias: proof that the cruise would see a real one. */
const FIXTURE = 'tests/unit/fixtures/import-cycle/';

let graph: Graph;

beforeAll(() => {
  const bin = path.join('node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
  const result = spawnSync(process.execPath, [bin, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...ROOTS], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  // Exit status 1 means "violations found" (the fixture's cycle); anything else is a broken run.
  if (result.status !== 0 && result.status !== 1) throw new Error(result.stderr);
  graph = JSON.parse(result.stdout);
});

const isTypeOnly = (dependency: Dependency) => dependency.dependencyTypes.includes('type-only');

describe('import cycles', () => {
  const cycles = () =>
    graph.summary.violations.filter((violation) => violation.rule.name === 'no-circular').map((violation) => (violation.cycle ?? []).map((step) => step.name));

  it('resolves every import of the project (the alias included), so no edge is missing from the graph', () => {
    const unresolved = graph.modules.flatMap((module) =>
      module.dependencies.filter((dependency) => dependency.couldNotResolve && /^(\.|@\/)/.test(dependency.module)).map((dependency) => `${module.source} → ${dependency.module}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('sees a type-only cycle through the alias (the fixture)', () => {
    expect(cycles().filter((cycle) => cycle.every((name) => name.startsWith(FIXTURE)))).toHaveLength(1);
  });

  it('finds no other cycle, type-only imports included', () => {
    expect(cycles().filter((cycle) => !cycle.every((name) => name.startsWith(FIXTURE))).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});

/*
 * An entry module of lib/server is one that the App Router's code (app/, components/, proxy.ts,
 * instrumentation.ts) imports for its value, and that the Pages Router's API (pages/api → the
 * dispatcher) does not load. Any way from a page into lib/server starts at an entry module (or at a
 * shared one, below), so when each imports 'server-only', a client bundle that reaches it fails the
 * build. Modules that pages/api loads must not import 'server-only': Turbopack loads it there as an
 * external package, which throws at the first call (every /api call answered 500 when node-route.ts
 * imported it). Those shared modules (the database client, siteUrl, the card service) stay behind the
 * lint zones alone; modules reached only from inside lib/server are covered by the entry modules
 * above them.
 */
describe("lib/server's entry modules", () => {
  const appRouter = /^(app|components)\/|^(proxy|instrumentation)\.ts$/;
  const isValueImport = (dependency: Dependency) => !isTypeOnly(dependency) && !dependency.resolved.startsWith('node_modules/');
  const dependenciesOf = () => new Map(graph.modules.map((module) => [module.source, module.dependencies]));
  const marked = (source: string) => dependenciesOf().get(source)?.some((dependency) => dependency.module === 'server-only') ?? false;

  /** Every module the Pages Router's API route loads, transitively. */
  const pagesApi = () => {
    const dependencies = dependenciesOf();
    const seen = new Set<string>();
    const queue = graph.modules.map((module) => module.source).filter((source) => source.startsWith('pages/'));
    while (queue.length > 0) {
      const source = queue.pop() as string;
      if (seen.has(source)) continue;
      seen.add(source);
      queue.push(...(dependencies.get(source) ?? []).filter(isValueImport).map((dependency) => dependency.resolved));
    }
    return seen;
  };

  const entryModules = () => {
    const shared = pagesApi();
    const imported = graph.modules
      .filter((module) => appRouter.test(module.source))
      .flatMap((module) => module.dependencies)
      .filter((dependency) => dependency.resolved.startsWith('lib/server/') && isValueImport(dependency))
      .map((dependency) => dependency.resolved);
    return [...new Set(imported)].filter((source) => !shared.has(source)).sort();
  };

  it('are found where the pages enter lib/server, apart from what the API shares', () => {
    expect(entryModules()).toEqual(expect.arrayContaining(['lib/server/page.ts', 'lib/server/read.ts', 'lib/server/bootstrap.ts']));
    expect(entryModules()).not.toContain('lib/server/db/client.ts');
  });

  it("each import 'server-only'", () => {
    expect(entryModules().filter((source) => !marked(source))).toEqual([]);
  });

  it("no module of the Pages Router's API imports 'server-only' (it would break every call)", () => {
    expect(pagesApi().has('lib/server/api/dispatch.ts')).toBe(true);
    expect([...pagesApi()].filter(marked)).toEqual([]);
  });
});
