// Mantine's reset, variables and globals; each component's own styles come with it (decision 018).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// The theme's variables, written at build (MantineProvider draws without them; decision 018).
import '@tripsetu/ui/theme-variables.css';
import '@tripsetu/ui/styles.css';
import './styles.css';
import { QueryClient } from '@tanstack/react-query';
import { keepTypedText } from '@tripsetu/ui/hydration';
import { setMessageTranslator } from '@tripsetu/ui/messages';
import { nextTask } from '@tripsetu/ui/next-task';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import { AppRoutes } from './app/router.tsx';
import { applyLanguage, directionOf, loadEnglish, loadLanguage, shareLanguage, translateMessage } from './i18n/i18n.ts';
import { signInPathFor } from './lib/next-path.ts';

// §1: the saved language (default en) sets lang, and right-to-left for Arabic, before anything draws; Hindi and
// Arabic load their dictionary first (decision 042). The server is told it too (a cookie).
const language = applyLanguage();
shareLanguage(language);
// The fields say the domain's messages in that language too, where it has them.
setMessageTranslator(translateMessage);

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

// The server sends the sign-in page drawn (scripts/prerender.mjs) only to a request without a session cookie and
// in English (decision 018): then the visitor is signed out, and the app hydrates the page rather than ask.
const drawnPage = root.firstElementChild ? document.documentElement.dataset.prerenderedPath : undefined;
const here = window.location.pathname.replace(/^\/agent/, '') || '/';
if (drawnPage && here !== drawnPage) {
  // The home page sends a visitor to sign in (RequireSession): the server sent that page already.
  window.history.replaceState(null, '', `/agent${signInPathFor(here + window.location.search)}`);
}
// A choice saved before the server could know it (no cookie yet) draws over the English page.
const hydrate = drawnPage !== undefined && language === 'en';
// Hydrating empties the fields as the app's state has them: what the agent typed meanwhile is typed again.
const retype = hydrate ? keepTypedText(root) : undefined;
// The English of the pages past sign-in: at once for the plain app (an agent signed in, whose page needs it), after
// the sign-in page is drawn and ready for one who is not (it must not compete with that page's own code).
const fetchEnglish = () => void loadEnglish().catch(() => undefined);
if (!drawnPage) fetchEnglish();
const onReady = () => {
  retype?.();
  if (drawnPage) fetchEnglish();
};

const app = (
  <StrictMode>
    <AppProviders
      queryClient={queryClient}
      direction={directionOf(language)}
      signedOut={drawnPage !== undefined}
      onReady={onReady}
    >
      {/* The portal lives under /agent/ on the server (Vite base '/agent/'). */}
      <BrowserRouter basename="/agent">
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// A promise, not a top-level await: the entry's code stays one chunk (decision 018's first-load budget). In a
// transition, so that hydrating works in slices and the page stays responsive.
// In a task after the one that evaluated the code (nextTask), so that neither is long on a phone.
void nextTask()
  .then(loadLanguage)
  .then(() =>
    startTransition(() => {
      if (hydrate) hydrateRoot(root, app, { onRecoverableError: (error) => console.error('hydration:', error) });
      else createRoot(root).render(app);
    }),
  );
