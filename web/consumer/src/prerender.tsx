import { QueryClient } from '@tanstack/react-query';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { guessPhoneLayout } from '@tripsetu/ui/theme';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import { AppShell } from './app/AppShell.tsx';
import { loadPageData } from './app/data-pages.ts';
import { preloadRoute } from './app/preload-route.ts';
import { AppRoutes, routes } from './app/router.tsx';

export { sendGatewayCallsThrough } from './lib/gateway.ts';

/**
 * What a prerendered page adds to its <head>: the landing's hero photo (`.hero` in styles.css) is its
 * largest paint, and a CSS background is found only once the stylesheet is read; fetched early, at high
 * priority, it is not what the page waits for.
 */
export const PRERENDERED_HEAD: Record<string, string> = {
  '/search': '<link rel="preload" as="image" href="/media/packages/1001/2.svg" fetchpriority="high">',
};

/**
 * The HTML of a page as the app first draws it for a visitor, made at build time (scripts/prerender.mjs)
 * so that the page paints before its JavaScript has arrived (decision 018). No data is fetched here:
 * a page that needs data is drawn in its loading state.
 */
export async function renderPage(url: string): Promise<{ markup: string; day: string }> {
  await preloadRoute(routes, new URL(url, 'http://prerender').pathname);
  // The day the page is drawn on goes on <html> (useToday): drawn again if midnight passed meanwhile.
  return drawOnOneDay(url, new QueryClient());
}

function drawOnOneDay(url: string, queryClient: QueryClient): { markup: string; day: string } {
  for (;;) {
    const day = todayInIndia();
    const markup = draw(url, queryClient);
    if (todayInIndia() === day) return { markup, day };
  }
}

/** What the server puts in a page it drew with its data, for the app's first draw (main.tsx). */
export type PageData = [key: readonly unknown[], data: unknown][];

/**
 * A data page (results, a package) drawn for one request with its data, asked through the gateway as the
 * browser would (`sendGatewayCallsThrough`), laid out for a phone or a wide screen as the browser said.
 * Null when `url` is not a data page; throws when its data could not be had (the server then sends the
 * loading shell). Decision 018.
 */
export async function renderDataPage(
  url: string,
  phone: boolean,
): Promise<{ markup: string; day: string; data: PageData } | null> {
  const address = new URL(url, 'http://prerender');
  const queryClient = new QueryClient();
  const [isDataPage] = await Promise.all([loadPageData(queryClient, address), preloadRoute(routes, address.pathname)]);
  if (!isDataPage) return null;
  guessPhoneLayout(phone);
  try {
    const { markup, day } = drawOnOneDay(url, queryClient);
    const data: PageData = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map((query) => [query.queryKey, query.state.data]);
    return { markup, day, data };
  } finally {
    guessPhoneLayout(false);
    // Nothing of this request's answers is kept past it.
    queryClient.clear();
  }
}

function draw(url: string, queryClient: QueryClient): string {
  // The same tree as main.tsx draws, so that the browser hydrates it without a difference.
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * Pages whose content is data (search results, a package): served as the site's frame with the page's
 * "Please Wait" over it, so that something paints before the JavaScript arrives; the app draws the page
 * over it with createRoot: its first draw carries the search's summary and heading, which the shell cannot,
 * so hydrating would fail (decision 018). `*` stands for one path segment, as the server matches it.
 */
export const LOADING_SHELLS = [
  '/holiday-package/search-results',
  '/holiday-package/details/*',
  '/flight/owresults',
  '/flight/rtresults',
  '/flight/rtintlresults',
];

export function renderLoadingShell(page: string): string {
  const queryClient = new QueryClient();
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[page.replace('*', 'loading')]}>
          <Routes>
            <Route element={<AppShell />}>
              <Route path="*" element={<FullScreenLoader visible />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
}
