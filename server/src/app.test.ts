import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './lib/compression.ts';
import { callGateway, createTestApp, type TestApp } from './test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the platform', () => {
  it('answers /healthz once the database is ready', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('answers /livez without touching the database', async () => {
    const response = await t.app.inject({ url: '/livez' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('publishes the OpenAPI document with the gateway, and a docs page at /api/docs', async () => {
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(expect.arrayContaining(['/gateway/app', '/gateway/dispatch']));
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // The docs page keeps the policy its own scripts need; every other answer gets the site's.
    expect(page.headers['content-security-policy']).toContain('validator.swagger.io');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 404, message: 'Not found' } });
  });

  it('serves generated package pictures as SVG, and 404 for pictures that do not exist', async () => {
    const ok = await t.app.inject({ url: '/media/packages/1001/1.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('image/svg+xml');
    expect(ok.body.startsWith('<svg')).toBe(true);
    expect((await t.app.inject({ url: '/media/packages/1001/99.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/packages/1/1.svg' })).statusCode).toBe(404);
  });

  it('rate limits requests for addresses that do not exist', async () => {
    let last = 0;
    for (let i = 0; i < 301; i++)
      last = (await t.app.inject({ url: `/api/probe-${i}`, remoteAddress: '198.51.100.7' })).statusCode;
    expect(last).toBe(429);
    expect((await t.app.inject({ url: '/api/probe', remoteAddress: '198.51.100.8' })).statusCode).toBe(404);
  });

  it('shows the dev outbox outside production only', async () => {
    expect((await t.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(200);
  });
});

describe('serving the sites', () => {
  let site: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'tripsetu-web-'));
    for (const name of ['consumer', 'agent']) {
      mkdirSync(path.join(webRoot, name, 'dist', 'assets'), { recursive: true });
      writeFileSync(path.join(webRoot, name, 'dist', 'index.html'), `<!doctype html><title>${name}</title>`);
      writeFileSync(path.join(webRoot, name, 'dist', 'assets', 'app-1a2b.js'), 'console.log(1)');
    }
    // A page the build prerendered (scripts/prerender.mjs), listed in prerendered.json.
    mkdirSync(path.join(webRoot, 'consumer', 'dist', 'prerendered'));
    writeFileSync(
      path.join(webRoot, 'consumer', 'dist', 'prerendered', 'search.html'),
      '<title>consumer</title><h1>Holidays</h1>',
    );
    // A data page's loading shell, for any package id (`/*`).
    writeFileSync(
      path.join(webRoot, 'consumer', 'dist', 'prerendered', 'loading-details.html'),
      '<title>consumer</title><div id="root" data-shell>Please Wait</div>',
    );
    writeFileSync(
      path.join(webRoot, 'consumer', 'dist', 'prerendered.json'),
      JSON.stringify({
        '/search': 'prerendered/search.html',
        '/holiday-package/details/*': 'prerendered/loading-details.html',
      }),
    );
    // The portal's sign-in page, prerendered signed out and in English, for its home too.
    mkdirSync(path.join(webRoot, 'agent', 'dist', 'prerendered'));
    writeFileSync(
      path.join(webRoot, 'agent', 'dist', 'prerendered', 'login.html'),
      '<title>agent</title><h1>Sign in</h1>',
    );
    writeFileSync(
      path.join(webRoot, 'agent', 'dist', 'prerendered.json'),
      JSON.stringify({ '/login': 'prerendered/login.html', '/': 'prerendered/login.html' }),
    );
    // A built file with its precompressed twins, as the build's precompress step writes them.
    const big = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i })))};`;
    const built = path.join(webRoot, 'consumer', 'dist', 'assets', 'big-9f8e.js');
    writeFileSync(built, big);
    writeFileSync(`${built}.br`, brotliCompressSync(big));
    writeFileSync(`${built}.gz`, gzipSync(big));
    site = await createTestApp({ env: { WEB_DIST_DIR: webRoot } });
  });
  afterAll(() => site.close());

  it('answers every route of each site with its page, whatever the query string holds', async () => {
    for (const url of [
      '/',
      '/search',
      '/holiday-package/search-results?jdate=2026-12-01&package_destination=St.Mary',
    ]) {
      const page = await site.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<title>consumer</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect((await site.app.inject({ url: '/agent/staff' })).body).toContain('<title>agent</title>');
  });

  it('answers a prerendered page with its prerendered HTML, whatever its query, and other pages with index.html', async () => {
    for (const url of ['/search', '/search?utm_source=mail']) {
      const page = await site.app.inject({ url });
      expect(page.body, url).toContain('<h1>Holidays</h1>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect((await site.app.inject({ url: '/flight' })).body).not.toContain('<h1>Holidays</h1>');
  });

  it("answers the portal's sign-in and home with the prerendered sign-in page only to a visitor reading English", async () => {
    for (const url of ['/agent/', '/agent', '/agent/login', '/agent/login?next=%2Fwallet']) {
      for (const cookie of [undefined, 'tripsetu_lang=en']) {
        const page = await site.app.inject({ url, headers: cookie ? { cookie } : {} });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, `${url} ${cookie}`).toContain('<h1>Sign in</h1>');
        expect(page.headers.vary, url).toMatch(/cookie/i);
        expect(page.headers['cache-control']).toBe('no-cache');
      }
    }
    expect((await site.app.inject({ method: 'HEAD', url: '/agent/' })).statusCode).toBe(200);
    // A session (live or not, either cookie name), or another language, gets the app to draw the page itself.
    for (const cookie of ['tripsetu_agent=abc', '__Host-tripsetu_agent=abc', 'tripsetu_lang=hi', 'tripsetu_lang=ar']) {
      for (const url of ['/agent/', '/agent/login']) {
        const page = await site.app.inject({ url, headers: { cookie } });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, `${url} ${cookie}`).toBe('<!doctype html><title>agent</title>');
        expect(page.headers.vary, url).toMatch(/cookie/i);
      }
    }
    // Other pages of the portal are the app's, for everyone.
    expect((await site.app.inject({ url: '/agent/wallet' })).body).toBe('<!doctype html><title>agent</title>');
  });

  it('answers a data page with its loading shell, for any last segment where the manifest says `/*`', async () => {
    for (const url of ['/holiday-package/details/1001', '/holiday-package/details/7?numadults=2']) {
      const page = await site.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('data-shell');
    }
    for (const url of ['/holiday-package/details', '/holiday-package/details/1001/more', '/holiday-package/booking']) {
      expect((await site.app.inject({ url })).body, url).not.toContain('data-shell');
    }
  });

  it('caches hashed assets for a year and never rate limits pages', async () => {
    const asset = await site.app.inject({ url: '/assets/app-1a2b.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const statuses = new Set<number>();
    for (let i = 0; i < 320; i++)
      statuses.add((await site.app.inject({ url: `/holiday-package/details/${i}` })).statusCode);
    expect([...statuses]).toEqual([200]);
    expect((await site.app.inject({ url: '/missing.js' })).statusCode).toBe(404);
  });

  it('sends a built file precompressed as the browser accepts, varying by Accept-Encoding', async () => {
    const original = readFileSync(path.join(webRoot, 'consumer', 'dist', 'assets', 'big-9f8e.js'), 'utf8');
    const br = await site.app.inject({ url: '/assets/big-9f8e.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);
    const gz = await site.app.inject({ url: '/assets/big-9f8e.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(original);
    const plain = await site.app.inject({ url: '/assets/big-9f8e.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
  });
});

describe('compressing answers', () => {
  it('compresses a JSON answer over 1 KB and leaves a small one as it is', async () => {
    // The OpenAPI document: a JSON answer of the API well over the threshold.
    const plain = await t.app.inject({ url: '/api/docs/json' });
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const large = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    expect(large.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const small = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });

  it('does not inflate a compressed request body', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: gzipSync(JSON.stringify({ userId: 'owner@skyways.in', password: 'x' })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'x-tripsetu-csrf': '1' },
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
  });
});

describe('configuration', () => {
  it('refuses a bad PORT or DATABASE_URL at start-up with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
  });

  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR.endsWith('data')).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });
});

describe('in production', () => {
  it('turns the dev outbox off', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', DEMO_MODE: 'false' } });
    try {
      expect((await prod.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
      const init = await callGateway(prod.app, { opid: 'GENERIC', actioncode: 'INIT' });
      expect(init.body.Result.demooutbox).toBe(false);
    } finally {
      await prod.close();
    }
  });
});
