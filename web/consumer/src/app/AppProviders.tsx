import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuCssVariables, tripsetuTheme } from '@tripsetu/ui/theme';
import type { ReactNode } from 'react';
import { CrashBoundary } from './ErrorScreens.tsx';
import { SessionProvider } from './session-context.tsx';

/** What every page draws inside: theme, crash screen, queries, session and confirm dialog. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={tripsetuTheme} cssVariablesResolver={tripsetuCssVariables} defaultColorScheme="light">
      <CrashBoundary>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <ConfirmProvider>{children}</ConfirmProvider>
          </SessionProvider>
        </QueryClientProvider>
      </CrashBoundary>
    </MantineProvider>
  );
}
