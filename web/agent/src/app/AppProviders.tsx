import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppReady } from '@tripsetu/ui/AppReady';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import type { ReactNode } from 'react';
import { CrashBoundary } from './ErrorScreens.tsx';
import { SessionProvider } from './SessionProvider.tsx';

interface AppProvidersProps {
  queryClient: QueryClient;
  direction: 'ltr' | 'rtl';
  /** The server has said there is no session (it sent the sign-in page drawn): the page need not ask. */
  signedOut?: boolean;
  /** Runs once the first draw is on the page (AppReady). */
  onReady?: () => void;
  /** The router and its pages. */
  children: ReactNode;
}

/**
 * What every page draws inside: direction, theme, crash screen, queries, session and confirm dialog. The same
 * tree in the browser (main.tsx) and at build (prerender.tsx), so that the prerendered sign-in page hydrates.
 */
export function AppProviders({ queryClient, direction, signedOut = false, onReady, children }: AppProvidersProps) {
  return (
    <DirectionProvider initialDirection={direction} detectDirection={false}>
      {/* The theme's CSS variables are in the site's stylesheet, written at build (main.tsx; decision 018). */}
      <MantineProvider theme={tripsetuTheme} withCssVariables={false}>
        <CrashBoundary>
          <QueryClientProvider client={queryClient}>
            <SessionProvider initialStatus={signedOut ? 'signed-out' : 'loading'}>
              <ConfirmProvider>
                {children}
                <AppReady onReady={onReady} />
              </ConfirmProvider>
            </SessionProvider>
          </QueryClientProvider>
        </CrashBoundary>
      </MantineProvider>
    </DirectionProvider>
  );
}
