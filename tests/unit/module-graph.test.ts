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

const ROOTS = ['app', 'components', 'lib', 'pages', 'db', 'scripts', 'tests', 'proxy.ts', 'instrumentation.ts', 'server.mjs'];
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
 * An entry module of lib/server is one that the code Next bundles (app/, pages/, components/,
 * proxy.ts, instrumentation.ts) imports for its value. Any way from a page into lib/server starts at
 * one, so when each imports 'server-only', a client bundle that reaches lib/server fails the build.
 * (Modules reached only from inside lib/server are covered by the entry modules above them; the
 * plain-Node .mjs files of server.mjs never enter a bundle.)
 */
describe("lib/server's entry modules", () => {
  const bundled = /^(app|pages|components)\/|^(proxy|instrumentation)\.ts$/;
  const entryModules = () =>
    [
      ...new Set(
        graph.modules
          .filter((module) => bundled.test(module.source))
          .flatMap((module) => module.dependencies)
          .filter((dependency) => dependency.resolved.startsWith('lib/server/') && !isTypeOnly(dependency))
          .map((dependency) => dependency.resolved),
      ),
    ].sort();

  it('are found where the pages enter lib/server', () => {
    expect(entryModules()).toEqual(expect.arrayContaining(['lib/server/page.ts', 'lib/server/read.ts', 'lib/server/api/node-route.ts', 'lib/server/bootstrap.ts']));
  });

  it("each import 'server-only'", () => {
    const dependenciesOf = new Map(graph.modules.map((module) => [module.source, module.dependencies]));
    const unmarked = entryModules().filter((source) => !dependenciesOf.get(source)?.some((dependency) => dependency.module === 'server-only'));
    expect(unmarked).toEqual([]);
  });
});
