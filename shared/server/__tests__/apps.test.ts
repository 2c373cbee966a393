// The apps manifest (shared/apps.ts) against the tree and the files that cannot import it: app folders, npm's
// workspaces, TypeScript's files, the port layout, the docs' table. node:test, run by the API suite's runner.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { APP_NAMES, APPS, REMOTE_NAMES, SITE_APP_NAMES } from '../../apps';
import { BASE_OFFSETS, DEFAULT_PORTS } from '../settings.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const repeated = (values: number[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the apps manifest', () => {
  it('lists every folder with a webpack build, and each entry is one: @starfamily/<name>, remotes built by createRemote', () => {
    const built = readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, entry.name, 'webpack.config.js')))
      .map((entry) => entry.name);
    assert.deepEqual(built.sort(), [...APP_NAMES].sort());
    for (const name of APP_NAMES) assert.equal(JSON.parse(read(`${name}/package.json`)).name, `@starfamily/${name}`);
    for (const name of REMOTE_NAMES)
      assert.match(read(`${name}/webpack.config.js`), new RegExp(`createRemote\\(\\{\\s*name: '${name}'`), name);
  });

  it('gives every server a port of its own under npm start and above any base, development builds included', () => {
    assert.deepEqual(repeated(Object.values(DEFAULT_PORTS)), []);
    // The e2e suite serves the site apps' development builds at base + 10 + offset (tests/playwright.config.ts).
    const devOffsets = SITE_APP_NAMES.map((name) => 10 + APPS[name].offset);
    assert.deepEqual(repeated([...Object.values(BASE_OFFSETS), ...devOffsets]), []);
    for (const name of APP_NAMES) assert.equal(BASE_OFFSETS[name], APPS[name].offset);
  });

  it('has every app installed as a workspace (package-lock.json, from the workspaces glob)', () => {
    const { packages } = JSON.parse(read('package-lock.json')) as { packages: Record<string, { link?: boolean; resolved?: string }> };
    for (const name of APP_NAMES) assert.deepEqual(packages[`node_modules/@starfamily/${name}`], { resolved: name, link: true }, name);
  });

  it("has every app's source and the manifest in the root tsconfig's files", () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(ROOT, 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
    );
    const files = config!.fileNames.map((file) => path.relative(ROOT, file));
    for (const name of ['shared', ...APP_NAMES])
      assert.ok(
        files.some((file) => file.startsWith(`${name}/src/`)),
        `${name}/src`,
      );
    assert.ok(files.includes('shared/apps.ts'));
  });

  it("has a row for every app in docs/architecture.md's table of what runs where", () => {
    // A table row's cells, trimmed: Prettier pads them to the column's width.
    const rows = read('docs/architecture.md')
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    for (const name of APP_NAMES) {
      const row = [name, `\`${name}/\``, String(3000 + APPS[name].offset)];
      assert.ok(
        rows.some((cells) => row.every((cell, index) => cells[index + 1] === cell)),
        `no row starting "| ${row.join(' | ')} |"`,
      );
    }
  });
});
