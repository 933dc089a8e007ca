/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

// Every installed package counts, dev ones included: the quick start's own commands run them
// (`npm run shop` builds with TypeScript, `npm test` runs Jest, ESLint, tsx and Playwright) on the
// same Node as the shop. Packages of other platforms are in the lockfile but not on disk; they
// never run here, so only what is installed is read.
const root = process.cwd();
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const project = readJson(join(root, 'package.json'));
const declared: string = project.engines.node;

type Installed = { path: string; name: string; version: string; node?: string };

function installedPackages(): Installed[] {
  const lock = readJson(join(root, 'package-lock.json'));
  return Object.keys(lock.packages)
    .filter((path) => path !== '' && existsSync(join(root, path, 'package.json')))
    .map((path) => {
      const manifest = readJson(join(root, path, 'package.json'));
      return { path, name: manifest.name, version: manifest.version, node: manifest.engines?.node };
    });
}

describe("the project's engines.node", () => {
  const packages = installedPackages();

  it('is a valid range that the Node running the tests satisfies', () => {
    expect(semver.validRange(declared)).not.toBeNull();
    expect(semver.satisfies(process.version, declared)).toBe(true);
  });

  it('reads the installed tree (direct and transitive packages)', () => {
    const direct = [...Object.keys(project.dependencies), ...Object.keys(project.devDependencies)];
    const names = new Set(packages.map(({ name }) => name));
    for (const name of direct) expect(names).toContain(name);
    expect(packages.length).toBeGreaterThan(direct.length * 5);
  });

  it('admits only Node versions that every installed package declares it supports', () => {
    const refused = packages
      .filter(({ node }) => node !== undefined)
      .filter(({ node }) => !semver.validRange(node!) || !semver.subset(declared, node!))
      .map(({ name, version, node }) => `${name}@${version} wants node ${node}`);
    expect(refused).toEqual([]);
  });
});
