import { QueryClient } from '@tanstack/react-query';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import { AppRoutes } from './app/router.tsx';

/**
 * Other addresses the server sends a prerendered page for: the portal's home sends a visitor to sign in, so a
 * signed-out visitor there is sent the sign-in page, and main.tsx puts its address in the bar (decision 018).
 */
export const PRERENDERED_ALIASES: Record<string, string> = { '/': '/login' };

/**
 * The HTML of a page as the app first draws it for a signed-out visitor in English, made at build time
 * (scripts/prerender.mjs), so that the sign-in page paints before its JavaScript has arrived (decision 018).
 * The server sends it only to a request without a session cookie or another language (server/src/lib/web-roots.ts).
 */
export async function renderPage(url: string): Promise<{ markup: string; day: string }> {
  // The same tree as main.tsx draws for that visitor, so that the browser hydrates it without a difference.
  const markup = renderToString(
    <StrictMode>
      <AppProviders queryClient={new QueryClient()} direction="ltr" signedOut>
        <MemoryRouter basename="/agent" initialEntries={[`/agent${url}`]}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
  return { markup, day: todayInIndia() };
}
