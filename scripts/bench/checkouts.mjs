// The checkouts a benchmark measures: this one, or another (an older commit, for before/after on one machine), each
// built with its own scripts/build.mjs and started with its own servers on scratch data, seed or photo content.
// Ours: no tool builds and starts two checkouts in turn on one machine; each checkout's own build.mjs and stack.mjs do
// it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { execa } from 'execa';
import { ROOT, startScratchStack } from '../stack.mjs';

/** The checkouts to measure, in order: every `--root`, then this one (unless `onlyRoots` or it was given). */
export function checkoutRoots(roots, onlyRoots) {
  const resolved = roots.map((root) => path.resolve(root));
  if (!onlyRoots && !resolved.includes(ROOT)) resolved.push(ROOT);
  return resolved;
}

/** A checkout's own build and stack modules. */
export async function loadCheckout(root) {
  const resolved = path.resolve(root);
  const load = (file) => import(pathToFileURL(path.join(resolved, 'scripts', file)).href);
  return { root: resolved, build: await load('build.mjs'), stack: await load('stack.mjs') };
}

/**
 * `npm run content -- <args>` in a checkout, with exactly `env` (a scratch stack's: its PGLITE_DIR and STORAGE_DIR, no
 * DATABASE_URL of this shell); logs the command's last line (an import's summary). Fails with the command's output.
 */
export async function runContentCommand(root, args, env, log = () => undefined) {
  const { all } = await execa('npm', ['run', 'content', '--', ...args], { cwd: root, env, extendEnv: false, stdin: 'ignore', all: true });
  if (all.trim()) log(`  ${all.trim().split('\n').at(-1)}`);
}

/**
 * Photo content for a checkout, before its API starts: this checkout's `content photos` writes 4000x3000 JPEGs into
 * STORAGE_DIR and a bundle that points at them; the measured checkout's own `content import` loads that bundle into
 * its database (an older checkout only knows the paths and serves the originals).
 */
const photoContent =
  (checkoutRoot, photoCount, log) =>
  async ({ env, dir }) => {
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
  return startScratchStack({
    base,
    checkout: checkout.stack,
    loaderMs,
    prepare: content === 'photos' ? photoContent(checkout.root, photoCount, log) : undefined,
  });
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
