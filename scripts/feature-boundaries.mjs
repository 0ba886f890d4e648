// A feature folder of a site (web/*/src/features/<feature>) imports only itself, the site's shared parts
// (app/, components/, lib/) and the packages: never another feature (issue 20, decision 022). What two
// features need moves out of both. `npm test` runs this first; `node scripts/feature-boundaries.mjs` alone
// prints each import that crosses, and exits 1 when there is one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx)$/;
// Static imports and exports, and import() of a module: the specifier is the quoted relative path.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (SOURCE.test(entry)) out.push(full);
  }
  return out;
}

/** The feature a path lies in, under `featuresDir`, or null outside it. */
function featureOf(featuresDir, file) {
  const relative = path.relative(featuresDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

/**
 * Every import in a site's features that reaches into another feature: `{ file, line, specifier, from, to }`.
 * `siteSrc` is a site's `src` directory.
 */
export function crossFeatureImports(siteSrc) {
  const featuresDir = path.join(siteSrc, 'features');
  const found = [];
  for (const file of sourceFiles(featuresDir)) {
    const from = featureOf(featuresDir, file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1];
      const to = featureOf(featuresDir, path.resolve(path.dirname(file), specifier));
      if (to !== null && to !== from) {
        const line = text.slice(0, match.index).split('\n').length;
        found.push({ file, line, specifier, from, to });
      }
    }
  }
  return found;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const crossings = ['web/agent/src', 'web/consumer/src'].flatMap((site) => crossFeatureImports(path.join(root, site)));
  for (const crossing of crossings) {
    console.error(
      `${path.relative(root, crossing.file)}:${crossing.line}: the ${crossing.from} feature imports ${crossing.specifier} of the ${crossing.to} feature; move what both need to app/, components/ or lib/`,
    );
  }
  if (crossings.length > 0) {
    console.error(`✗ ${crossings.length} import(s) cross feature folders`);
    process.exit(1);
  }
  console.log('✓ No feature imports another feature');
}
