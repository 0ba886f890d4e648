// One server's start, for the data-directory lock race (data-dir-lock.test.ts): waits until the
// moment given, tries the lock, says "won" or "refused", and holds a won lock for a while.
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';

const [dataDir = '', startAt = '0', holdMs = '1500'] = process.argv.slice(2);
while (Date.now() < Number(startAt)) await new Promise((resolve) => setTimeout(resolve, 1));
try {
  const lock = lockDataDir(dataDir);
  process.stdout.write('won\n');
  await new Promise((resolve) => setTimeout(resolve, Number(holdMs)));
  lock.release();
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  process.stdout.write('refused\n');
}
