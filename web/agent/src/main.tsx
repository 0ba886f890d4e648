// Mantine's reset, variables and globals; each component's own styles come with it (decision 018).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@tripsetu/ui/styles.css';
import './styles.css';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppReady } from '@tripsetu/ui/AppReady';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { setMessageTranslator } from '@tripsetu/ui/messages';
import { tripsetuCssVariables, tripsetuTheme } from '@tripsetu/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { CrashBoundary } from './app/ErrorScreens.tsx';
import { AppRoutes } from './app/router.tsx';
import { SessionProvider } from './app/SessionProvider.tsx';
import { applyLanguage, directionOf, loadLanguage, translateMessage } from './i18n/i18n.ts';

// §1: the saved language (default en) sets lang, and right-to-left for Arabic, before anything draws; Hindi and
// Arabic load their dictionary first (decision 042).
const language = applyLanguage();
// The fields say the domain's messages in that language too, where it has them.
setMessageTranslator(translateMessage);

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// A promise, not a top-level await: the entry's code stays one chunk (decision 018's first-load budget).
void loadLanguage().then(() =>
  createRoot(root).render(
    <StrictMode>
      <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
        <MantineProvider theme={tripsetuTheme} cssVariablesResolver={tripsetuCssVariables}>
          <CrashBoundary>
            <QueryClientProvider client={queryClient}>
              <SessionProvider>
                <ConfirmProvider>
                  {/* The portal lives under /agent/ on the server (Vite base '/agent/'). */}
                  <BrowserRouter basename="/agent">
                    <AppRoutes />
                  </BrowserRouter>
                  <AppReady />
                </ConfirmProvider>
              </SessionProvider>
            </QueryClientProvider>
          </CrashBoundary>
        </MantineProvider>
      </DirectionProvider>
    </StrictMode>,
  ),
);
