import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../gateway/envelope.ts';
import { dataPageRenderer } from './data-page-renderer.ts';

/**
 * Which requests a site's prerendered pages are for, by the site's prefix; a site not named sends them to all.
 * The portal's sign-in page is drawn signed out and in English: not for a session or another language.
 */
export type PrerenderedFor = Record<string, (request: FastifyRequest) => boolean>;

/** A page of a site: its HTML, the prerendered page it is (a manifest key), whether that hung on the cookies. */
interface Page {
  html: string;
  prerendered?: string;
  byCookie?: boolean;
}

/** Serves the built sites: the consumer site at /, the agent portal at /agent/, each with SPA fallback. */
/** Returns how the consumer's data pages are served: `drawn` with their data, `loading` until then, or `shells`. */
export async function registerWebRoots(
  app: FastifyInstance,
  webRoot: string,
  prerenderedFor: PrerenderedFor = {},
): Promise<() => string> {
  const sites = [
    { prefix: '/agent/', dir: path.join(webRoot, 'agent', 'dist') },
    { prefix: '/', dir: path.join(webRoot, 'consumer', 'dist') },
  ].filter((site) => existsSync(path.join(site.dir, 'index.html')));

  for (const [index, site] of sites.entries()) {
    await app.register(fastifyStatic, {
      root: site.dir,
      prefix: site.prefix,
      decorateReply: index === 0,
      wildcard: true,
      // A site whose prerendered pages depend on the request answers its home below, as its other pages.
      index: prerenderedFor[site.prefix] ? false : ['index.html'],
      cacheControl: false,
      // The build writes .br and .gz beside each text file (decision 018): sent as the browser accepts.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed assets never change; index.html and version.json must always be fresh.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = new Map<string, string>();
  // Pages the build prerendered (dist/prerendered.json: { path: file }, decision 018), by their address.
  const prerendered = new Map<string, string>();
  for (const site of sites) {
    indexHtml.set(site.prefix, await readFile(path.join(site.dir, 'index.html'), 'utf8'));
    const manifestFile = path.join(site.dir, 'prerendered.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, string>;
    for (const [page, file] of Object.entries(manifest)) {
      prerendered.set(path.posix.join(site.prefix, page), await readFile(path.join(site.dir, file), 'utf8'));
    }
  }

  // The data pages' loading shells (`data-shell`), drawn with their data per request when the site can.
  const shells = new Set([...prerendered].filter(([, html]) => html.includes('data-shell')).map(([page]) => page));
  const renderer = dataPageRenderer(app, path.join(webRoot, 'consumer'));

  /**
   * A page of one of the sites (the SPA routes: a GET outside the API, not asking for a file), with the
   * prerendered page it matched, if any. A manifest key ending in `/*` stands for any last segment (a
   * package's id).
   */
  const pageOf = (request: FastifyRequest): Page | undefined => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/gateway/') &&
      !path.startsWith('/media/') &&
      !/\.[a-z0-9]{2,5}$/i.test(path);
    if (!isPage) return undefined;
    const prefix = path.startsWith('/agent') ? '/agent/' : '/';
    const forRequest = prerenderedFor[prefix];
    if (!forRequest || forRequest(request)) {
      // '/agent' is the portal's home too.
      const page = `${path}/` === prefix ? prefix : path;
      for (const key of [page, page.replace(/\/[^/]+$/, '/*')]) {
        const html = prerendered.get(key);
        if (html) return { html, prerendered: key, byCookie: forRequest !== undefined };
      }
    }
    const html = indexHtml.get(prefix);
    return html ? { html, byCookie: forRequest !== undefined } : undefined;
  };
  // Only real misses are rate limited ("an attacker could search for valid URLs"); site pages are not.
  const limitMisses = app.rateLimit({ max: 300, timeWindow: '1 minute' });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, page: Page) => {
    const isShell = page.prerendered !== undefined && shells.has(page.prerendered);
    const drawn = renderer && isShell ? await renderer.draw(request) : undefined;
    // A drawn page is laid out for the kind of screen the request said it came from.
    if (drawn) reply.header('vary', 'Sec-CH-UA-Mobile, User-Agent');
    // Whether a site's page came prerendered depended on the request's cookies.
    if (page.byCookie) reply.header('vary', 'Cookie');
    return reply
      .code(200)
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(drawn ?? page.html);
  };

  // A site whose prerendered pages depend on the request (the portal) answers its home as its other pages.
  for (const site of sites.filter((site) => prerenderedFor[site.prefix])) {
    app.get(site.prefix, { schema: { hide: true } }, async (request, reply) => {
      const page = pageOf(request);
      return page ? sendPage(request, reply, page) : reply.callNotFound();
    });
  }

  app.setNotFoundHandler(
    {
      async preHandler(request: FastifyRequest, reply: FastifyReply) {
        if (!pageOf(request)) await limitMisses.call(app, request, reply);
      },
    },
    async (request, reply) => {
      const page = pageOf(request);
      if (page) return sendPage(request, reply, page);
      if (request.url.startsWith('/gateway/')) return reply.code(404).send(failure(404, 'Not found'));
      return reply.code(404).send({ error: { code: 404, message: 'Not found' } });
    },
  );
  return () => renderer?.state() ?? 'shells';
}
