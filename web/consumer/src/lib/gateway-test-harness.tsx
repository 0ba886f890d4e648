import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import type { ReactNode } from 'react';
import { MemoryRouter, Routes } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { SessionProvider } from '../app/session-context.tsx';
import { STORAGE_KEYS } from './storage.ts';

/**
 * Page tests of the site's signed-in pages (flight bookings after payment, the traveller's trips): a
 * signed-in traveller (signOut() for a visitor), the gateway answered per actioncode, the site's providers.
 * Test-only: imported by *.test.tsx and feature harnesses.
 */

export type GatewayAnswer = {
  StatusCode: number;
  Message?: string;
  Result?: unknown;
  Errors?: Record<string, string>;
  /** A token the answer hands back (a code's, to confirm it with). */
  TransactionStatus?: string;
};

/** What the gateway answers, by actioncode (404 'Booking not found.' otherwise), and every call made. */
export const gateway: { answers: Record<string, GatewayAnswer>; calls: URLSearchParams[] } = { answers: {}, calls: [] };

beforeEach(() => {
  gateway.calls = [];
  localStorage.setItem(STORAGE_KEYS.sessionToken, 'user-token');
  localStorage.setItem(
    STORAGE_KEYS.profile,
    JSON.stringify({
      agentId: 'TSC1',
      profileId: '1',
      title: 'Ms',
      firstName: 'Meera',
      lastName: 'Nair',
      companyName: '',
    }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = new URLSearchParams(String(init.body));
      gateway.calls.push(body);
      const answer = gateway.answers[body.get('actioncode') ?? ''] ?? {
        StatusCode: 404,
        Message: 'Booking not found.',
      };
      return Promise.resolve(
        new Response(
          JSON.stringify({
            ApiStatus: {
              StatusCode: answer.StatusCode,
              Status: answer.StatusCode === 200 ? 'SUCCESS' : 'FAILURE',
              Message: answer.Message ?? '',
              ...(answer.Errors ? { Errors: answer.Errors } : {}),
              ...(answer.TransactionStatus ? { TransactionStatus: answer.TransactionStatus } : {}),
            },
            Result: answer.Result,
          }),
        ),
      );
    }),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** Renders the routes given at `path`, with the providers the site has. */
export function renderRoutes(path: string, routes: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={tripsetuTheme} env="test">
      <QueryClientProvider client={queryClient}>
        <SessionProvider autoStart={false}>
          <ConfirmProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>{routes}</Routes>
            </MemoryRouter>
          </ConfirmProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A visitor: no session stored, so the site starts signed out. */
export function signOut() {
  localStorage.removeItem(STORAGE_KEYS.sessionToken);
  localStorage.removeItem(STORAGE_KEYS.profile);
}
