// The first-load budgets of issue 18 (decision 018), checked on the built sites: what a page's HTML
// makes the browser fetch before it can draw (the entry script, its modulepreloads, its stylesheets),
// measured as the brotli files the server sends. Fails naming the page, the budget and the chunks,
// largest first, so that the chunk that grew is the first one read. Plain Node: runs right after build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const KIB = 1024;

/** Budgets in KiB of brotli, as Lighthouse counts transfer sizes. */
export const PAGES = [
  {
    page: 'consumer /search',
    dist: 'web/consumer/dist',
    base: '/',
    js: 120,
    css: 30,
    // Files, as each is a request a phone waits on: the entry with its first-load modules, Rolldown's runtime, one
    // stylesheet (packages/ui/build/first-load-chunk.ts, decision 018).
    files: { js: 2, css: 1 },
    // The landing page must not carry the code of pages it does not show.
    mustNotContain: [/features\/flight-booking\//, /SeatMap/, /features\/(account|voucher|manage-booking)\//],
  },
  {
    page: 'agent portal sign-in (/agent/)',
    dist: 'web/agent/dist',
    base: '/agent/',
    js: 150,
    css: 30,
    files: { js: 2, css: 1 },
    mustNotContain: [/features\/(flight-booking|admin|wallet|flights|home)\//, /SeatMap/, /app\/AppShell/],
  },
];

/** The brotli size the server sends: the build's .br file, or brotli of the file when it wrote none. */
function sentSize(file) {
  return existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotliCompressSync(readFileSync(file)).length;
}

/** The sources a chunk was built from, read from its source map (empty when there is none). */
function sourcesOf(file) {
  return existsSync(`${file}.map`) ? JSON.parse(readFileSync(`${file}.map`, 'utf8')).sources : [];
}

export function firstLoad({ dist, base }) {
  const dir = path.join(root, dist);
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => {
    const file = path.join(dir, match[1].slice(base.length));
    return { name: match[1], file, kind: file.endsWith('.js') ? 'js' : 'css', bytes: sentSize(file) };
  });
  return files;
}

export function check(budget) {
  const files = firstLoad(budget);
  const problems = [];
  for (const kind of ['js', 'css']) {
    const named = files.filter((f) => f.kind === kind);
    if (budget.files && named.length > budget.files[kind]) {
      const line = `${budget.page} loads ${named.length} ${kind.toUpperCase()} files first, ${budget.files[kind]} at most`;
      problems.push(line);
      console.error(`  ✗ ${line}: ${named.map((f) => f.name).join(', ')}`);
    }
    const total = named.reduce((sum, f) => sum + f.bytes, 0);
    const line = `${budget.page}: ${kind.toUpperCase()} ${(total / KIB).toFixed(1)} KiB of ${budget[kind]} KiB in ${named.length} file(s)`;
    if (total <= budget[kind] * KIB) {
      console.log(`  ✓ ${line}`);
      continue;
    }
    problems.push(line);
    console.error(
      `  ✗ ${line}, over by ${((total - budget[kind] * KIB) / KIB).toFixed(1)} KiB. Its chunks, largest first:`,
    );
    for (const f of files
      .filter((f) => f.kind === kind)
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 8)) {
      console.error(`      ${(f.bytes / KIB).toFixed(1).padStart(6)} KiB  ${f.name}`);
    }
  }
  for (const f of files.filter((f) => f.kind === 'js')) {
    for (const source of sourcesOf(f.file)) {
      const rule = budget.mustNotContain.find((pattern) => pattern.test(source));
      if (!rule) continue;
      problems.push(`${budget.page} loads ${source}`);
      console.error(`  ✗ ${budget.page} loads ${source} in ${f.name} (not shown on that page: ${rule})`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('→ First-load budgets (brotli)');
  const problems = PAGES.flatMap(check);
  if (problems.length > 0) {
    console.error(`\n✗ ${problems.length} budget problem(s): see above (decision 018).`);
    process.exit(1);
  }
}
