// npm test: install what is missing (Chromium too), build the sites, then run every test:
// unit, widget and server tests (Vitest, on PGlite unless DATABASE_URL is set) and the browser journeys (Playwright).
import { buildSites, ensureChromium, ensureInstalled, run } from './setup.mjs';

ensureInstalled();
ensureChromium();
buildSites();
// Budgets and feature boundaries first: a page past its first-load budget, or a feature importing another
// feature (decision 022), fails before anything slower runs.
const budgets = run('node', ['scripts/size-budget.mjs']);
if (budgets !== 0) process.exit(budgets);
const boundaries = run('node', ['scripts/feature-boundaries.mjs']);
if (boundaries !== 0) process.exit(boundaries);

console.log('\n→ Unit, widget and server tests (Vitest)…');
const vitest = run('npx', ['vitest', 'run']);
console.log('\n→ Browser journeys in Chromium (Playwright)…');
const e2e = run('npm', ['run', 'test:e2e']);

if (vitest !== 0 || e2e !== 0) {
  console.error(`\n✗ Tests failed: vitest exit ${vitest}, playwright exit ${e2e}`);
  process.exit(1);
}
console.log('\n✓ All tests passed');
