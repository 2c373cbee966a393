// PGlite is one process's database: a second process opening the same folder can corrupt it. A lock file beside the
// folder turns that into a clear error, and tells the operators' commands which process to ask instead (a running API
// serves them: operator/operatorEndpoint.ts).
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding the lock for `dataDir`, or null when none does (no lock, or a stale one). */
export function lockOwner(dataDir: string): number | null {
  let owner: number;
  try {
    owner = Number(readFileSync(`${dataDir}.lock`, 'utf8'));
  } catch {
    return null;
  }
  return Number.isInteger(owner) && owner > 0 && isRunning(owner) ? owner : null;
}

/** Takes the lock for `dataDir` (a stale lock from a crashed process is taken over); returns its release. */
export function lockPgliteDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = lockOwner(dataDir);
      if (owner !== null) {
        throw new Error(
          `The PGlite database ${dataDir} is in use by process ${owner}. Stop that process first, or use DATABASE_URL with a PostgreSQL server.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the PGlite database ${dataDir} (${lockFile}).`);
}
