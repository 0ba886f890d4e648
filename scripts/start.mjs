// npm start: install what is missing, build, then run the server, which migrates, seeds and serves both sites.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWhatIsStale, ensureInstalled, root } from './setup.mjs';

ensureInstalled();
await buildWhatIsStale();
console.log('→ Starting TripSetu…');
// Compiled JavaScript, no TypeScript loader at run time (decision 018).
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  // npm start is the demo (README "Demo mode"): a plainly started server is not.
  env: { DEMO_MODE: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
