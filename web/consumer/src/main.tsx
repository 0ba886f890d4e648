// Mantine's reset, variables and globals; each component's own styles come with it (decision 018).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@tripsetu/ui/styles.css';
import './styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuCssVariables, tripsetuTheme } from '@tripsetu/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { CrashBoundary } from './app/ErrorScreens.tsx';
import { AppRoutes } from './app/router.tsx';
import { SessionProvider } from './features/auth/session-context.tsx';
import { STORAGE_KEYS, writeStorage } from './lib/storage.ts';
import { checkForNewVersion } from './lib/version-check.ts';

writeStorage(STORAGE_KEYS.today, todayInIndia());
void checkForNewVersion();

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={tripsetuTheme} cssVariablesResolver={tripsetuCssVariables}>
      <CrashBoundary>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <ConfirmProvider>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </ConfirmProvider>
          </SessionProvider>
        </QueryClientProvider>
      </CrashBoundary>
    </MantineProvider>
  </StrictMode>,
);
