// Compiles the server to plain JavaScript (server/dist/main.js) so that `npm start` runs no TypeScript
// loader: one esbuild bundle of the server's and the domain package's TypeScript, every other package
// left to node_modules, the SQL migrations copied beside it (decision 018).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'server', 'dist');

/** Our own workspace packages are TypeScript source: bundle them; everything else stays external. */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tripsetu/') ? undefined : { external: true },
    );
  },
};

export async function buildServer() {
  rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'server', 'src', 'main.ts')],
    outfile: path.join(out, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  // migrate.ts reads its SQL from a folder beside itself: in the bundle, beside main.js.
  cpSync(path.join(root, 'server', 'src', 'db', 'migrations'), path.join(out, 'migrations'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
