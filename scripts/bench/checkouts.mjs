// The checkouts a benchmark measures: this one, or another (an older commit, for before/after on one machine), each
// built with its own scripts/build.mjs and started with its own servers on scratch data, seed or photo content.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, startScratchStack } from '../stack.mjs';

/** A checkout's own build and stack modules. */
export async function loadCheckout(root) {
  const resolved = path.resolve(root);
  const load = (file) => import(pathToFileURL(path.join(resolved, 'scripts', file)).href);
  return { root: resolved, build: await load('build.mjs'), stack: await load('stack.mjs') };
}

/** `npm run content -- <args>` in a checkout, with the scratch stack's PGLITE_DIR and STORAGE_DIR. */
function runContentCommand(root, args, env, log) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'content', '--', ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk) => output.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const text = output.join('').trim();
      if (code !== 0) return reject(new Error(`npm run content -- ${args.join(' ')} in ${root} failed (${code}):\n${text}`));
      // The summary line (an import also names every picture it made).
      if (text) log(`  ${text.split('\n').at(-1)}`);
      resolve();
    });
  });
}

/**
 * Photo content for a checkout, before its API starts: this checkout's `content photos` writes 4000x3000 JPEGs into
 * STORAGE_DIR and a bundle that points at them; the measured checkout's own `content import` loads that bundle into
 * its database (an older checkout only knows the paths and serves the originals).
 */
const photoContent = (checkoutRoot, photoCount, log) => async ({ env, dir }) => {
  const bundle = path.join(dir, 'photos-bundle.json');
  log(`content: ${photoCount ?? 'default number of'} photos into ${env.STORAGE_DIR}, imported by ${checkoutRoot}`);
  await runContentCommand(ROOT, ['photos', bundle, ...(photoCount ? ['--count', String(photoCount)] : [])], env, log);
  await runContentCommand(checkoutRoot, ['import', bundle], env, log);
};

/**
 * Builds what is stale in the checkout and starts its production stack on scratch data from port `base`.
 * @param {{ root: string, build: any, stack: any }} checkout  from loadCheckout
 * @param {{ base: number, content: 'seed'|'photos', photoCount?: number, log: (line: string) => void, loaderMs?: string | null }} options
 *   loaderMs: LOADER_MS for the stack (default '0'; null: a deployment's default)
 */
export async function startCheckout(checkout, { base, content, photoCount, log, loaderMs }) {
  await checkout.build.build({ log });
  return startScratchStack({ base, checkout: checkout.stack, loaderMs, prepare: content === 'photos' ? photoContent(checkout.root, photoCount, log) : undefined });
}

/** A checkout as the reports name it: its folder, commit, and whether it has uncommitted changes. */
export function describeCheckout(root) {
  const git = (...args) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
  try {
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `${root} (${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + uncommitted changes' : ''})`;
  } catch {
    return root;
  }
}
