import { describe, expect, it } from 'vitest';
import { loadingShell, paintsFromHtml } from './page-html.mjs';

// The head Vite writes with the first load as one chunk (Rolldown's runtime and the entry) and one preloaded chunk.
const TEMPLATE = `<head>
    <script type="module" crossorigin src="/assets/rolldown-runtime-a.js"></script>
    <script type="module" crossorigin src="/assets/index-b.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/Box-c.js">
    <link rel="stylesheet" crossorigin href="/assets/style-d.css">
  </head><body><div id="root"></div></body>`;

const scriptTags = (html: string) => html.match(/<script[^>]*>/g) ?? [];

describe('the head of a prerendered page', () => {
  it('fetches every script at low priority, the entry as well as the runtime', () => {
    const tags = scriptTags(paintsFromHtml(TEMPLATE));
    expect(tags).toHaveLength(2);
    for (const tag of tags) expect(tag).toContain('fetchpriority="low"');
  });

  it('drops the modulepreload links and keeps the stylesheet as it was', () => {
    const html = paintsFromHtml(TEMPLATE);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-d.css">');
  });

  it('keeps a loading shell’s preloads, at low priority, as its scripts', () => {
    const html = loadingShell(TEMPLATE);
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Box-c.js">');
    for (const tag of scriptTags(html)) expect(tag).toContain('fetchpriority="low"');
  });
});
