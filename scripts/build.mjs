// Builds the API and the four apps, skipping those whose dist is newer than every input.
// CLI: node scripts/build.mjs [--force] [--jobs N] [--dev] [name...]
// --dev: development builds of the four apps (browser and server, no widgets) into <app>/dist-dev and
// shell/dist-dev-server, for the e2e suite's hydration check (React reports attribute mismatches only in development).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { APPS, BUILT, ROOT } from './stack.mjs';

const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-dev', '.data', 'storage', 'coverage']);
const STAMP = '.build-stamp';

/** The production builds (`npm start`), or the development builds the e2e suite checks hydration against. */
const VARIANTS = {
  production: { out: 'dist' },
  development: { out: 'dist-dev' },
};

/** What each build reads (files or folders, relative to the root) and what it must produce. */
function targetOf(name, variant = 'production') {
  const common = ['shared/src', 'shared/package.json', 'package-lock.json'];
  if (variant === 'development') {
    const config = ['js', 'mjs', 'cjs', 'ts'].map((ext) => `${name}/webpack.config.${ext}`);
    const outputs = name === 'shell' ? ['shell/dist-dev/index.html', 'shell/dist-dev-server/server.cjs'] : [`${name}/dist-dev/remoteEntry.js`, `${name}/dist-dev/server/remoteEntry.js`];
    const extra = name === 'shell' ? ['shell/public', 'shared/server'] : [];
    return { name, inputs: [`${name}/src`, ...config, `${name}/package.json`, 'shared/webpack', ...extra, ...common], outputs };
  }
  if (name === 'api') {
    // The API may keep migrations or seed files beside src: everything in api/ except outputs and data counts.
    return { name, inputs: ['api', ...common], outputs: ['api/dist/server.js'] };
  }
  const config = ['js', 'mjs', 'cjs', 'ts'].map((ext) => `${name}/webpack.config.${ext}`);
  const outputs =
    name === 'shell'
      ? ['shell/dist/index.html', 'shell/dist-server/server.cjs']
      : [`${name}/dist/index.html`, `${name}/dist/remoteEntry.js`, `${name}/dist/server/remoteEntry.js`, `${name}/dist/widget.js`];
  const extra = name === 'shell' ? ['shell/public', 'shared/server'] : [];
  return { name, inputs: [`${name}/src`, ...config, `${name}/package.json`, 'shared/webpack', ...extra, ...common], outputs };
}

async function newestMtime(file, top = true) {
  const info = await stat(file).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  // A deleted source shows only as a newer folder mtime. Top-level folders are not counted: `api/` changes
  // whenever its dist, .data or storage folder is created.
  let newest = top ? 0 : info.mtimeMs;
  for (const entry of await readdir(file)) {
    if (!SKIP_DIRS.has(entry)) newest = Math.max(newest, await newestMtime(path.join(file, entry), false));
  }
  return newest;
}

/** Why a target must be built, or null when its dist is up to date. */
export async function staleReason(name, variant = 'production') {
  const target = targetOf(name, variant);
  const missing = target.outputs.find((file) => !existsSync(path.join(ROOT, file)));
  if (missing) return `${missing} is missing`;
  const stamp = await stat(path.join(ROOT, name, VARIANTS[variant].out, STAMP)).catch(() => null);
  if (!stamp) return 'never built by scripts/build.mjs';
  for (const input of target.inputs) {
    if ((await newestMtime(path.join(ROOT, input))) > stamp.mtimeMs) return `${input} changed`;
  }
  return null;
}

const running = new Set();

/** Stops builds in progress (for a Ctrl-C or SIGTERM during `npm start`). */
export function stopBuilds() {
  for (const child of running) child.kill('SIGTERM');
}

const WEBPACK_CLI = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

function runBuild(name, variant) {
  return new Promise((resolve) => {
    // Production: the app's own build script. Development: its browser and server configs only, into dist-dev.
    const [command, args, cwd] =
      variant === 'development'
        ? [process.execPath, [WEBPACK_CLI, '--mode', 'development', '--env', `out=${VARIANTS.development.out}`, '--config-name', name, '--config-name', `${name}-server`], path.join(ROOT, name)]
        : ['npm', ['run', 'build', '-w', `@starfamily/${name}`], ROOT];
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    child.on('exit', () => running.delete(child));
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

export class BuildError extends Error {}

/**
 * Builds what is stale (or everything with `force`), at most `jobs` at a time. Throws BuildError on the first failure,
 * after the builds already running have finished. Returns the names that were built.
 */
export async function build({
  force = false,
  names,
  variant = 'production',
  jobs = Math.min(2, os.availableParallelism()),
  log = console.log,
} = {}) {
  names ??= variant === 'development' ? APPS : BUILT;
  const label = variant === 'development' ? ' (development)' : '';
  const queue = [];
  for (const name of names) {
    const reason = force ? '--force' : await staleReason(name, variant);
    if (reason) queue.push({ name, reason });
    else log(`  up to date  ${name}${label}`);
  }
  const built = [];
  let failure = null;
  const worker = async () => {
    while (queue.length > 0 && !failure) {
      const { name, reason } = queue.shift();
      log(`  building    ${name}${label} (${reason})`);
      const startedAt = Date.now();
      const { code, output } = await runBuild(name, variant);
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      if (code !== 0) {
        failure ??= new BuildError(`${name} build failed (exit ${code}) after ${seconds}s:\n${output.trim()}`);
        continue;
      }
      // Stamp with the start time: a source saved during the build is newer than the stamp and triggers a rebuild.
      const stamp = path.join(ROOT, name, VARIANTS[variant].out, STAMP);
      await writeFile(stamp, `built ${new Date(startedAt).toISOString()}\n`);
      await utimes(stamp, startedAt / 1000, startedAt / 1000);
      built.push(name);
      log(`  built       ${name}${label} in ${seconds}s`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  if (failure) throw failure;
  return built;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, jobs: { type: 'string' }, dev: { type: 'boolean', default: false } },
  });
  const variant = values.dev ? 'development' : 'production';
  const known = values.dev ? APPS : BUILT;
  const unknown = positionals.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    console.error(`unknown target(s): ${unknown.join(', ')} (known: ${known.join(', ')})`);
    process.exit(2);
  }
  const startedAt = Date.now();
  try {
    const built = await build({
      force: values.force,
      variant,
      ...(positionals.length > 0 ? { names: positionals } : {}),
      ...(values.jobs ? { jobs: Number(values.jobs) } : {}),
    });
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    console.log(built.length > 0 ? `build: ${built.length} built in ${seconds}s` : 'build: everything up to date');
  } catch (error) {
    console.error(`\n✗ ${error instanceof BuildError ? error.message : error.stack}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
