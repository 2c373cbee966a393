// `npm run apps:json`: writes the root package.json's wireit `build` and `build:dev` dependencies from the apps manifest
// (shared/apps.ts), the one list of apps a JSON file needs and cannot import; `--check` (in `npm test`, with the docs
// check) fails when it is not current. No kept tool fits: wireit 0.14 names each dependency (no workspace wildcard).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_NAMES, SITE_APP_NAMES } from '../shared/apps.ts';
import { ROOT } from './stack.mjs';

const FILE = path.join(ROOT, 'package.json');

/** The API and every app in production; the site's apps (host and remotes) in development too, for the e2e suite. */
const wireitBuilds = () => ({
  build: ['api', ...APP_NAMES].map((name) => `./${name}:build`),
  'build:dev': SITE_APP_NAMES.map((name) => `./${name}:build:dev`),
});

const text = await readFile(FILE, 'utf8');
const manifest = JSON.parse(text);
for (const [script, dependencies] of Object.entries(wireitBuilds())) manifest.wireit[script] = { ...manifest.wireit[script], dependencies };
const written = `${JSON.stringify(manifest, null, 2)}\n`;
if (process.argv.includes('--check')) {
  if (written !== text) {
    console.error("package.json's wireit builds are not current with shared/apps.ts: run npm run apps:json");
    process.exit(1);
  }
} else if (written !== text) {
  await writeFile(FILE, written);
  console.log('package.json: wireit build and build:dev written from shared/apps.ts');
}
