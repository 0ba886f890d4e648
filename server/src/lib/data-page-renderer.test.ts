import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_AGENT_ID } from '@tripsetu/domain/constants.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { DATA_PAGE_DEADLINE_MS, DATA_PAGES_IN_FLIGHT_MAX } from './data-page-renderer.ts';

// A render bundle shaped as the consumer's build keeps it (web/consumer/src/prerender.tsx): it asks the gateway
// through the transport it is given, as the real pages' queries do, and draws what the answer said. The real
// bundle is driven by the browser journeys (e2e site-behaviour); this one makes failing and slow pages on demand.
const BUNDLE = `
let send;
export function sendGatewayCallsThrough(transport) { send = transport; }
export async function renderDataPage(url, phone) {
  if (url.includes('/slow')) return new Promise(() => {});
  const body = new URLSearchParams({ opid: 'MP003', actioncode: 'getdestinations', resultformat: 'json', agentid: '${DEFAULT_AGENT_ID}' });
  const answer = await (await send('/gateway/dispatch', { method: 'POST', body })).json();
  if (url.includes('/refused') || answer.ApiStatus.StatusCode !== 200) throw new Error('refused');
  const destinations = answer.Result.length;
  return {
    markup: '<main>' + destinations + ' destinations, drawn for a ' + (phone ? 'phone' : 'wide screen') + '</main>',
    day: '2026-11-28',
    data: [[['destinations'], { names: answer.Result.length, note: '</script><script>alert(1)</script>' }]],
  };
}
`;

let site: TestApp;
beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'tripsetu-data-pages-'));
  const dist = path.join(webRoot, 'consumer', 'dist');
  mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  mkdirSync(path.join(webRoot, 'consumer', 'dist-render'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><div id="root"></div>');
  writeFileSync(
    path.join(dist, 'prerendered', 'loading.html'),
    '<html lang="en"><div id="root" data-shell>Please Wait</div>',
  );
  writeFileSync(
    path.join(dist, 'prerendered', 'data-page.html'),
    '<html lang="en"><title>t</title><div id="root"></div>',
  );
  writeFileSync(
    path.join(dist, 'prerendered.json'),
    JSON.stringify({ '/holiday-package/details/*': 'prerendered/loading.html' }),
  );
  writeFileSync(path.join(webRoot, 'consumer', 'dist-render', 'prerender.js'), BUNDLE);
  site = await createTestApp({ env: { WEB_DIST_DIR: webRoot, DEMO_MODE: 'true' } });
  // The bundle is loaded once the server listens; until then pages go out as their shells.
  expect((await visit('/holiday-package/details/1001')).body).toContain('data-shell');
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  for (let tries = 0; tries < 100; tries++) {
    if ((await visit('/holiday-package/details/1001')).body.includes('destinations')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the render bundle was not loaded after the server listened');
});
afterAll(() => site.close());

const visit = (url: string, headers: Record<string, string> = {}) => site.app.inject({ url, headers });

describe('data pages drawn on the server with their data (decision 018)', () => {
  it('draws the page with the answer the gateway gave it in-process, and embeds that answer safely', async () => {
    const page = await visit('/holiday-package/details/1001?numadults=2');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<div id="root"><main>[1-9]\d* destinations, drawn for a wide screen<\/main><\/div>/);
    expect(page.body).toContain('<html lang="en" data-prerendered-on="2026-11-28" data-layout="wide">');
    // Nothing in the data can end its <script> early; JSON.parse reads it back as it was.
    const embedded = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '';
    expect(embedded).not.toContain('<');
    expect(JSON.parse(embedded)[0][1].note).toBe('</script><script>alert(1)</script>');
    expect(page.body.match(/<script/g)).toHaveLength(1);
    expect(page.headers.vary).toMatch(/user-agent/i);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('lays the page out for a phone when the browser says it is one, by its client hint first', async () => {
    const phoneAgent = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile Safari/537.36';
    const cases: [Record<string, string>, string][] = [
      [{ 'sec-ch-ua-mobile': '?1' }, 'phone'],
      [{ 'user-agent': phoneAgent }, 'phone'],
      [{ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' }, 'phone'],
      [{ 'user-agent': phoneAgent, 'sec-ch-ua-mobile': '?0' }, 'wide screen'],
      [{ 'user-agent': 'Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36' }, 'wide screen'],
    ];
    for (const [headers, layout] of cases) {
      const page = await visit('/holiday-package/details/1001', headers);
      expect(page.body, JSON.stringify(headers)).toContain(`drawn for a ${layout}</main>`);
      expect(page.body).toContain(`data-layout="${layout === 'phone' ? 'phone' : 'wide'}"`);
    }
  });

  it('sends the loading shell when the page could not have its data', async () => {
    const page = await visit('/holiday-package/details/refused');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root" data-shell>Please Wait</div>');
    expect(page.body).not.toContain('page-data');
  });

  it('sends the loading shell when drawing takes past its deadline, and when too many are being drawn', async () => {
    const started = Date.now();
    // inject starts a request when it is awaited or given a `then`.
    const slow = Array.from({ length: DATA_PAGES_IN_FLIGHT_MAX }, () =>
      visit('/holiday-package/details/slow').then((page) => page),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    // While those are drawn, a page that would draw at once gets the shell straight away.
    const meanwhile = await visit('/holiday-package/details/1001');
    expect(meanwhile.body).toContain('data-shell');
    expect(Date.now() - started).toBeLessThan(DATA_PAGE_DEADLINE_MS);
    for (const page of await Promise.all(slow)) expect(page.body).toContain('data-shell');
    expect(Date.now() - started).toBeGreaterThanOrEqual(DATA_PAGE_DEADLINE_MS - 50);
    // Past the deadline they no longer count: the next page is drawn.
    expect((await visit('/holiday-package/details/1001')).body).toContain('destinations, drawn for');
  });

  it('never draws a page that is not a data page', async () => {
    const page = await visit('/holiday-package/booking');
    expect(page.body).toBe('<!doctype html><html lang="en"><div id="root"></div>');
  });
});
