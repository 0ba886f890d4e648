// Prerenders a site's landing pages at build time (decision 018): the page as the app first draws it,
// inside the built index.html, so that it paints before the JavaScript arrives; the app then draws
// the same page over it. Run from a site's folder after `vite build`:
//   node ../../scripts/prerender.mjs /search /flight      (the consumer's landings)
//   node ../../scripts/prerender.mjs /login               (the portal's sign-in; its home is an alias of it)
// <html data-prerendered-path> names the page drawn; PRERENDERED_ALIASES (src/prerender.tsx) lists addresses
// sent another page's HTML.
// Also writes the data pages' loading shells (the site's frame with the page's Please Wait, LOADING_SHELLS in
// src/prerender.tsx), which the app draws over instead of hydrating.
// Writes dist/prerendered/<page>.html and dist/prerendered.json ({ path: file }) for the server; a path
// ending in `/*` stands for any last segment.
// Keeps the render bundle in dist-render/ (outside the served dist/) with dist/prerendered/data-page.html, the
// page the server fills when it draws a data page with its data for one request (renderDataPage).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadingShell, paintsFromHtml } from './page-html.mjs';

const site = process.cwd();
// Without JavaScript a shell's loader would turn for ever: say what the page needs instead.
const NO_SCRIPT_SHELL =
  '<noscript><style>#root[data-shell] .mantine-Overlay-root{display:none}' +
  '#root[data-shell] main::before{content:"TripSetu needs JavaScript to search and book holidays.";' +
  'display:block;padding:2rem 1rem;text-align:center}</style></noscript>';
const pages = process.argv.slice(2);
const serverBuild = path.join(site, 'dist-render-next');
const keptBuild = path.join(site, 'dist-render');

const built = spawnSync(
  'npx',
  ['vite', 'build', '--ssr', 'src/prerender.tsx', '--outDir', 'dist-render-next', '--logLevel', 'warn'],
  {
    cwd: site,
    stdio: 'inherit',
  },
);
if (built.status !== 0) process.exit(built.status ?? 1);

try {
  const {
    renderPage,
    PRERENDERED_HEAD = {},
    PRERENDERED_ALIASES = {},
    LOADING_SHELLS = [],
    renderDataPage,
    renderLoadingShell,
  } = await import(pathToFileURL(path.join(serverBuild, 'prerender.js')).href);
  const template = readFileSync(path.join(site, 'dist', 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root">');
  mkdirSync(path.join(site, 'dist', 'prerendered'), { recursive: true });
  // A page that paints from its HTML: its code is not what the first paint waits for, so it is not
  // preloaded ahead of the page's images and fetches at low priority (measured in decision 018).
  const paintedPage = paintsFromHtml(template);
  if (renderDataPage) writeFileSync(path.join(site, 'dist', 'prerendered', 'data-page.html'), paintedPage);
  const manifest = {};
  for (const page of pages) {
    const { markup, day } = await renderPage(page);
    const file = `prerendered/${page.replace(/^\/+|\/+$/g, '').replaceAll('/', '-') || 'index'}.html`;
    const html = paintedPage
      .replace(/<html([^>]*)>/, `<html$1 data-prerendered-on="${day}" data-prerendered-path="${page}">`)
      .replace('</head>', `${PRERENDERED_HEAD[page] ?? ''}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
    writeFileSync(path.join(site, 'dist', file), html);
    manifest[page] = file;
    console.log(`  prerendered ${page} → dist/${file} (${(markup.length / 1024).toFixed(1)} KiB of HTML)`);
  }
  // Addresses that are sent another's page (the portal's home, its sign-in page).
  for (const [alias, page] of Object.entries(PRERENDERED_ALIASES)) manifest[alias] = manifest[page];
  // The data pages' frame with their loader (renderLoadingShell), drawn over by the app rather than hydrated.
  for (const page of LOADING_SHELLS) {
    const file = `prerendered/loading-${page.replace(/^\/+/, '').replaceAll(/[/*]+/g, '-').replace(/-$/, '')}.html`;
    const html = loadingShell(template)
      .replace('</head>', `${NO_SCRIPT_SHELL}</head>`)
      .replace('<div id="root"></div>', `<div id="root" data-shell>${renderLoadingShell(page)}</div>`);
    writeFileSync(path.join(site, 'dist', file), html);
    manifest[page] = file;
    console.log(`  loading shell ${page} → dist/${file}`);
  }
  writeFileSync(path.join(site, 'dist', 'prerendered.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(keptBuild, { recursive: true, force: true });
  renameSync(serverBuild, keptBuild);
} finally {
  rmSync(serverBuild, { recursive: true, force: true });
}
