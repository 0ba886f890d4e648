import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import type { ReactNode } from 'react';
import { MemoryRouter, Routes } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { SessionProvider } from '../../app/session-context.tsx';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { booking } from './booking.fixture.ts';

/** The page tests of a traveller's booking after payment: a signed-in traveller, the gateway answered per actioncode. */

export const ahead = addDays(todayInIndia(), 20);
/** A round trip for two adults, 20 days ahead, paid by UPI. */
export const roundTrip = (change: Partial<GatewayFlightBooking> = {}): GatewayFlightBooking => {
  const base = booking({});
  const [onward] = base.legs;
  const [adult] = base.passengers;
  if (!onward || !adult) throw new Error('fixture');
  const flight = onward.flightlegs[0];
  if (!flight) throw new Error('fixture');
  return booking({
    triptype: 'R',
    legs: [
      { ...onward, date: ahead, flightlegs: [{ ...flight, depdate: ahead, arrdate: ahead }] },
      {
        ...onward,
        from: 'BOM',
        to: 'DEL',
        date: ahead,
        flightlegs: [
          { ...flight, flightnumber: '2135', origin: 'BOM', destination: 'DEL', depdate: ahead, arrdate: ahead },
        ],
      },
    ],
    passengers: [adult, { ...adult, title: 'Mr', first_name: 'Arjun', gender: 'Male' }],
    payment: {
      orderref: 'PO0123',
      status: 'PAID',
      amount: 6000,
      amount_paise: 600_000,
      checkouturl: null,
      method: 'UPI',
      paymentid: 'pay_1',
      failurereason: null,
      settled_at: '',
    },
    ...change,
  });
};

export type GatewayAnswer = { StatusCode: number; Message?: string; Result?: unknown; Errors?: Record<string, string> };

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
