// npm start: install what is missing, build, then run the server, which migrates, seeds and serves both sites.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildSites, ensureInstalled, root } from './setup.mjs';

ensureInstalled();
buildSites();
console.log('→ Starting TripSetu…');
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  // npm start is the demo (README "Demo mode"): a plainly started server is not.
  env: { DEMO_MODE: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
