import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Locks this process holds, so that a second server inside one process is refused too. */
const heldHere = new Set<string>();

/**
 * PGlite does not stop a second process from opening the same directory (which would corrupt it),
 * so a server holds `<dataDir>.lock` holding its pid. A lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const lockPath = `${dataDir}.lock`;
  if (heldHere.has(lockPath)) throw lockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockPath);
      return {
        release() {
          if (!heldHere.delete(lockPath)) return;
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw lockedError(dataDir, holder);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}`);
}

function lockedError(dataDir: string, pid: number): DataDirLockedError {
  return new DataDirLockedError(
    `The data directory ${dataDir} is in use by another TripSetu server (pid ${pid}). Stop it first, or set DATA_DIR to another directory.`,
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
