import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the consumer site's render bundle (web/consumer/src/prerender.tsx, kept in dist-render/) offers. */
interface RenderBundle {
  sendGatewayCallsThrough(send: (url: string, init: RequestInit) => Promise<Response>): void;
  renderDataPage(url: string, phone: boolean): Promise<{ markup: string; day: string; data: unknown } | null>;
}

/** A page may take this long to be asked and drawn; after it the loading shell is sent instead. */
export const DATA_PAGE_DEADLINE_MS = 2_000;
/**
 * Pages being drawn at once (a page past its deadline no longer counts): past it a visitor gets the loading
 * shell, so a flood costs the server little.
 */
export const DATA_PAGES_IN_FLIGHT_MAX = 4;

export interface DataPageRenderer {
  /** The page drawn with its data, or undefined when it is to be served as its loading shell. */
  draw(request: FastifyRequest): Promise<string | undefined>;
  /** `drawn` once the bundle is loaded, `loading` before, `shells` if it could not be. */
  state(): 'drawn' | 'loading' | 'shells';
}

type Loaded = { bundle: RenderBundle; template: string };

/**
 * Draws the consumer's data pages (results, a package) for one request with their data, so that a phone
 * paints the results from the HTML instead of after the page's code and its search (decision 018). The
 * page's own queries are asked through the gateway in-process, as the visitor (their address, no session).
 * The bundle (React and the site, about a second to load) is loaded once the server listens, not before:
 * until it is, pages go out as their loading shells. Undefined when the site was built without it.
 */
export function dataPageRenderer(app: FastifyInstance, siteRoot: string): DataPageRenderer | undefined {
  const bundleFile = path.join(siteRoot, 'dist-render', 'prerender.js');
  const templateFile = path.join(siteRoot, 'dist', 'prerendered', 'data-page.html');
  if (!existsSync(bundleFile) || !existsSync(templateFile)) return undefined;

  const visitor = new AsyncLocalStorage<{ ip: string }>();
  let loaded: Loaded | undefined;
  let failed = false;
  let loading: Promise<Loaded> | undefined;
  const load = () => {
    loading ??= (async () => {
      const bundle = (await import(pathToFileURL(bundleFile).href)) as RenderBundle;
      bundle.sendGatewayCallsThrough(async (url, init) => {
        const answer = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: String(init.body ?? ''),
          remoteAddress: visitor.getStore()?.ip ?? '127.0.0.1',
        });
        return new Response(answer.body, { status: answer.statusCode });
      });
      loaded = { bundle, template: await readFile(templateFile, 'utf8') };
      app.log.info('data pages are drawn on the server with their data (decision 018)');
      return loaded;
    })();
    return loading;
  };
  app.addHook('onListen', async () => {
    load().catch((error: unknown) => {
      failed = true;
      app.log.error({ err: error }, 'the data pages will be sent as loading shells');
    });
  });

  let inFlight = 0;
  return {
    state: () => (loaded ? 'drawn' : failed ? 'shells' : 'loading'),
    async draw(request) {
      if (!loaded) {
        void load().catch(() => {});
        return undefined;
      }
      if (inFlight >= DATA_PAGES_IN_FLIGHT_MAX) return undefined;
      inFlight += 1;
      const phone = isPhone(request);
      const { bundle, template } = loaded;
      const drawing = visitor
        .run({ ip: request.ip }, () => bundle.renderDataPage(request.url, phone))
        .then((page) => (page ? fillTemplate(template, page, phone) : undefined));
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<undefined>((resolve) => {
        timer = setTimeout(resolve, DATA_PAGE_DEADLINE_MS, undefined);
      });
      try {
        return await Promise.race([drawing, deadline]);
      } catch (error) {
        // The page's data could not be had (a refused or failed search): the shell asks for it itself.
        request.log.info({ err: error, url: request.url }, 'data page sent as its loading shell');
        return undefined;
      } finally {
        clearTimeout(timer);
        inFlight -= 1;
      }
    },
  };
}

/** The browser's own word (`Sec-CH-UA-Mobile`), else its user agent; a tablet gets the wide layout. */
function isPhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|iPhone|iPod/.test(request.headers['user-agent'] ?? '');
}

function fillTemplate(template: string, page: { markup: string; day: string; data: unknown }, phone: boolean) {
  // Inside <script> only `</script` could end it early; `<` written as \u003c reads the same to JSON.parse.
  const data = JSON.stringify(page.data).replaceAll('<', '\\u003c');
  const layout = phone ? 'phone' : 'wide';
  return template
    .replace(/<html([^>]*)>/, (_, attributes: string) => {
      return `<html${attributes} data-prerendered-on="${page.day}" data-layout="${layout}">`;
    })
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.markup}</div><script type="application/json" id="page-data">${data}</script>`,
    );
}
