import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

/** Issue 17, item 9: the lock is on the resolved path, and a stale lock goes to exactly one server. */

const CONTENDER = path.join(import.meta.dirname, '..', 'test', 'lock-contender.ts');
const newDataDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'tripsetu-lock-race-')), 'data');

/** The pid of a process that has exited: what a crashed server leaves in its lock. */
function deadPid(): number {
  const finished = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(String(finished.stdout));
}

/** Starts contenders that all try the lock at the same moment; their answers. */
async function race(dataDir: string, contenders: number, holdMs = 1500): Promise<string[]> {
  const startAt = Date.now() + 2500;
  const runs = Array.from({ length: contenders }, () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CONTENDER, dataDir, String(startAt), String(holdMs)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    return new Promise<string>((resolve) => child.on('exit', () => resolve(out.trim())));
  });
  return Promise.all(runs);
}

describe('the data directory lock', () => {
  it('is one lock for a directory and a symlink to it, across processes', async () => {
    const dataDir = newDataDir();
    mkdirSync(dataDir, { recursive: true });
    const link = path.join(path.dirname(dataDir), 'via-symlink');
    symlinkSync(dataDir, link);
    const [viaLink, direct] = await Promise.all([
      race(link, 1, 4000),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 3500));
        return (() => {
          try {
            lockDataDir(dataDir).release();
            return 'won';
          } catch (error) {
            return error instanceof DataDirLockedError ? 'refused' : String(error);
          }
        })();
      })(),
    ]);
    expect(viaLink).toEqual(['won']);
    expect(direct).toBe('refused');
    // In one process, too.
    const held = lockDataDir(dataDir);
    expect(() => lockDataDir(link)).toThrow(DataDirLockedError);
    held.release();
  }, 30_000);

  it('gives a lock left by a crashed server to exactly one of many servers starting at once', async () => {
    for (let round = 0; round < 4; round++) {
      const dataDir = newDataDir();
      mkdirSync(dataDir, { recursive: true });
      // The crashed server's lock, in the old single-file form on even rounds (which the old lock gave to two servers at once).
      writeFileSync(round % 2 ? `${dataDir}.lock.7` : `${dataDir}.lock`, String(deadPid()));
      const answers = await race(dataDir, 8);
      expect(
        answers.filter((answer) => answer === 'won'),
        `round ${round}: ${answers.join(', ')}`,
      ).toHaveLength(1);
      expect(answers.filter((answer) => answer === 'refused')).toHaveLength(7);
      // The winner released on exit; only nothing is left behind.
      expect(readdirSync(path.dirname(dataDir)).filter((name) => name.startsWith('data.lock'))).toEqual([]);
    }
  }, 90_000);
});
