// Runs a Node entry point (`node scripts/exit-with-parent.mjs <file> [args]`) that stops when its parent dies.
// A parent killed with SIGKILL (a test runner timing out, a closed terminal) cannot stop its children; without this,
// servers would linger on their ports. The entry point runs in this same process, as if started directly.
// Ours: no npm tool makes a child exit when its parent is SIGKILLed (execa's `cleanup` and signal-exit run in the
// parent, which SIGKILL never lets run), and Linux's parent-death signal (setpriv --pdeathsig) is Linux-only.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { requireNodeMajor } from '../shared/server/nodeVersion.js';

const entry = process.argv[2];
if (!entry) {
  console.error('usage: node scripts/exit-with-parent.mjs <entry.js> [args...]');
  process.exit(2);
}
requireNodeMajor(path.basename(entry));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid === parent) return;
  // Re-parented: ask the program to shut down as on Ctrl-C, and make sure it does.
  process.kill(process.pid, 'SIGTERM');
  setTimeout(() => process.exit(1), 5000).unref();
}, 1000).unref();

// The entry may check `process.argv[1]` to decide it is the main module.
const file = path.resolve(entry);
process.argv.splice(1, 2, file);
await import(pathToFileURL(file).href);
