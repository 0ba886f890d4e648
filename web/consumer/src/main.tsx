// Mantine's reset, variables and globals; each component's own styles come with it (decision 018).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// The theme's variables, written at build (MantineProvider draws without them; decision 018).
import '@tripsetu/ui/theme-variables.css';
import '@tripsetu/ui/styles.css';
import './styles.css';
import { QueryClient } from '@tanstack/react-query';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { nextTask } from '@tripsetu/ui/next-task';
import { guessPhoneLayout } from '@tripsetu/ui/theme';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import { preloadRoute } from './app/preload-route.ts';
import { AppRoutes, routes } from './app/router.tsx';
import { STORAGE_KEYS, writeStorage } from './lib/storage.ts';
import { checkForNewVersion } from './lib/version-check.ts';

writeStorage(STORAGE_KEYS.today, todayInIndia());

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// A data page the server drew with its data (decision 018): the same answers and layout for the first draw,
// so that it hydrates; an answer is as fresh as the page.
const pageData = document.getElementById('page-data');
if (pageData?.textContent) {
  for (const [key, data] of JSON.parse(pageData.textContent) as [unknown[], unknown][]) {
    queryClient.setQueryData(key, data);
  }
}
guessPhoneLayout(document.documentElement.dataset.layout === 'phone');

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// The page's own code first, so that the first draw is the page and not its loader; each step in a task after the
// one that evaluated the code (nextTask), as are the version check and the route's matching. A prerendered page
// (scripts/prerender.mjs) is hydrated, not drawn again; either way in a transition, so that React works in
// slices of a few milliseconds and the page stays responsive (outside a transition hydration does not
// yield). Decision 018.
void nextTask()
  .then(() => {
    void checkForNewVersion();
    return preloadRoute(routes, window.location.pathname);
  })
  .then(nextTask)
  .then(() => {
    startTransition(() => {
      // A loading shell (the data pages' frame and loader, scripts/prerender.mjs) is drawn over, not hydrated.
      if (root.firstElementChild && !('shell' in root.dataset)) {
        hydrateRoot(root, app, {
          onRecoverableError: (error) => console.error('hydration:', error),
        });
      } else {
        createRoot(root).render(app);
      }
    });
  });
