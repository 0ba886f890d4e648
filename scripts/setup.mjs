// Shared steps of `npm start` and `npm test`: install what is missing, then build the sites.
// Plain Node with no dependencies, because it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function must(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

/** npm install when node_modules is missing or older than the lock file (npm install, not ci: it also mends a stale lock). */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('→ Installing dependencies…');
  must('npm', ['install', '--no-audit', '--no-fund']);
}

export function buildSites() {
  console.log('→ Building the consumer site and the agent portal…');
  must('npm', ['run', 'build']);
}

/** The newest modification time of any file under these paths, skipping installed and built folders. */
function newestUnder(paths) {
  let newest = 0;
  const visit = (at) => {
    if (!existsSync(at)) return;
    const stat = statSync(at);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    // Built output (dist/, the consumer's dist-render/) is not a source.
    for (const name of readdirSync(at))
      if (name !== 'node_modules' && !name.startsWith('dist')) visit(path.join(at, name));
  };
  for (const at of paths) visit(path.join(root, at));
  return newest;
}

/** True when `output` exists and is newer than every file it is built from. */
export function isBuilt(output, sources) {
  const at = path.join(root, output);
  return existsSync(at) && statSync(at).mtimeMs >= newestUnder([...sources, 'package-lock.json']);
}

const SITE_SOURCES = ['web/consumer', 'web/agent', 'packages/ui', 'packages/domain', 'scripts/prerender.mjs'];
const SERVER_SOURCES = ['server/src', 'packages/domain', 'scripts/build-server.mjs'];

/** npm start: build what is older than its sources, and only that, so a built checkout starts at once. */
export async function buildWhatIsStale() {
  const sitesBuilt =
    isBuilt('web/consumer/dist/index.html', SITE_SOURCES) && isBuilt('web/agent/dist/index.html', SITE_SOURCES);
  if (sitesBuilt) console.log('→ The sites are built and up to date.');
  else buildSites();
  if (isBuilt('server/dist/main.js', SERVER_SOURCES)) {
    console.log('→ The server is built and up to date.');
    return;
  }
  console.log('→ Compiling the server…');
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}

export const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium for the browser tests; Playwright's own browser download cannot work here. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('→ Installing Chromium from Debian packages…');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (asRoot.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (apt(['install', '-y', '--no-install-recommends', 'chromium'], { env }) !== 0) {
    apt(['update']);
    if (apt(['install', '-y', '--no-install-recommends', 'chromium'], { env }) !== 0 || !existsSync(CHROMIUM)) {
      console.error('✗ Could not install Chromium (apt-get install chromium). The browser tests need it.');
      process.exit(1);
    }
  }
}
