// Every end-to-end spec belongs to at least one app's `npm test -w <app> -- --e2e` run (e2e-owners.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_OWNERS, OWNER_GROUPS, specsOwnedBy } from './e2e-owners';

const TESTS = __dirname;
const ROOT = path.resolve(TESTS, '..');
const readPackage = (folder: string) => JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));

// Spec files as Playwright finds them (its default testMatch), relative to e2e/.
const specFiles = readdirSync(path.join(TESTS, 'e2e'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(spec|test)\.[cm]?[jt]sx?$/.test(file))
  .map((file) => file.split(path.sep).join('/'))
  .sort();

// The apps with their own run: workspaces (every top-level folder with a package.json, the root's `"workspaces": ["*"]`)
// whose `test` script is scripts/test-app.mjs.
const apps: string[] = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, entry.name, 'package.json')))
  .map((entry) => entry.name)
  .filter((folder) => readPackage(folder).scripts?.test?.includes('scripts/test-app.mjs'));

test('the suite has spec files, and apps run their own tests', () => {
  expect(specFiles.length).toBeGreaterThan(0);
  expect(apps.length).toBeGreaterThan(0);
});

test('every spec file under e2e/ has owners', () => {
  expect(specFiles.filter((file) => !E2E_OWNERS[file]?.length)).toEqual([]);
});

test('every entry names a spec file that exists', () => {
  expect(Object.keys(E2E_OWNERS).filter((file) => !specFiles.includes(file))).toEqual([]);
});

test('every owner is an app with its own test run, or a group', () => {
  const known = new Set<string>([...apps, ...OWNER_GROUPS]);
  const unknown = Object.entries(E2E_OWNERS).flatMap(([file, owners]) =>
    owners.filter((owner) => !known.has(owner)).map((owner) => `${file}: ${owner}`),
  );
  expect(unknown).toEqual([]);
});

test('every app owns a spec of its own, named directly', () => {
  const noGroups = Object.fromEntries(OWNER_GROUPS.map((group) => [group, []])) as unknown as Parameters<typeof specsOwnedBy>[1];
  expect(apps.filter((app) => specsOwnedBy(app, noGroups).length === 0)).toEqual([]);
});

test("a group's apps own the group's specs, and nobody else's", () => {
  const groups = { site: ['shell', 'catalogue'], remotes: ['catalogue'] };
  expect(specsOwnedBy('catalogue', groups)).toContain('e2e/browser/widgets.spec.ts');
  expect(specsOwnedBy('shell', groups)).toContain('e2e/browser/hydration.spec.ts');
  expect(specsOwnedBy('shell', groups)).not.toContain('e2e/browser/widgets.spec.ts');
  expect(specsOwnedBy('admin', groups)).not.toContain('e2e/browser/hydration.spec.ts');
});
