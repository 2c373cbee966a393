// The one Node major (shared/server/nodeVersion.js) against package.json: engines, and the pinned `node` package that
// npm scripts run everything on. node:test, run by the API suite's runner.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { NODE_MAJOR, nodeVersionProblem } from '../nodeVersion.js';

const root = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));

describe('the Node version every server and test runs on', () => {
  it('is the one package.json pins and names in engines, and this process runs on it', () => {
    assert.equal(root.devDependencies.node.split('.')[0], String(NODE_MAJOR));
    assert.equal(root.engines.node, `^${NODE_MAJOR}`);
    assert.equal(process.versions.node.split('.')[0], String(NODE_MAJOR));
  });

  it('refuses another major, saying to run through the npm scripts', () => {
    assert.equal(nodeVersionProblem('npm test', `v${NODE_MAJOR}.1.0`), null);
    const problem = nodeVersionProblem('npm test', 'v20.20.2');
    assert.match(problem ?? '', /npm test must run on Node 24, but this is Node v20\.20\.2/);
    assert.match(problem ?? '', /npm scripts/);
    assert.notEqual(nodeVersionProblem('npm test', 'v26.0.0'), null);
  });
});
