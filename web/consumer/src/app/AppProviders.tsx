import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppReady } from '@tripsetu/ui/AppReady';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import type { ReactNode } from 'react';
import { CrashBoundary } from './ErrorScreens.tsx';
import { SessionProvider } from './session-context.tsx';

/**
 * What every page draws inside: theme, crash screen, queries, session and confirm dialog, and the mark that the
 * app has drawn. The server's drawing (prerender.tsx) and the browser's share it, so that their trees have one
 * shape: React derives each useId from the tree's shape, and a field hydrated with the server's id must get the
 * same id from the app (a label, a tab's panel, a list a field controls).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    // The theme's CSS variables are in the site's stylesheet, written at build (main.tsx; decision 018).
    <MantineProvider theme={tripsetuTheme} withCssVariables={false} defaultColorScheme="light">
      <CrashBoundary>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <ConfirmProvider>
              {children}
              <AppReady />
            </ConfirmProvider>
          </SessionProvider>
        </QueryClientProvider>
      </CrashBoundary>
    </MantineProvider>
  );
}
