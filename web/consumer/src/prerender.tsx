import { QueryClient } from '@tanstack/react-query';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import { AppShell } from './app/AppShell.tsx';
import { preloadRoute } from './app/preload-route.ts';
import { AppRoutes, routes } from './app/router.tsx';

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
  for (;;) {
    const day = todayInIndia();
    const markup = draw(url);
    if (todayInIndia() === day) return { markup, day };
  }
}

function draw(url: string): string {
  const queryClient = new QueryClient();
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
