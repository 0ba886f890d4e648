import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { SessionProvider } from '../../app/session-context.tsx';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { AccountControl } from './components/AccountControl.tsx';

// A file of its own: the menu's code must not have been loaded by an earlier test.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

it('opens the user menu when its button was pressed before the menu’s code arrived', async () => {
  localStorage.setItem(STORAGE_KEYS.sessionToken, 'user-token');
  localStorage.setItem(
    STORAGE_KEYS.profile,
    JSON.stringify({
      agentId: 'TSC0002',
      profileId: 'P2',
      title: 'Mr',
      firstName: 'Kabir',
      lastName: 'Das',
      companyName: '',
    }),
  );
  render(
    <MantineProvider theme={tripsetuTheme} env="test">
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider autoStart={false}>
          <MemoryRouter>
            <AccountControl />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  // The first draw is the look-alike (no menu attached yet), pressed at once as an impatient person does.
  const early = screen.getByRole('button', { name: /Kabir/ });
  expect(early.getAttribute('aria-expanded')).toBeNull();
  fireEvent.click(early);
  expect(await screen.findByRole('menuitem', { name: 'My Bookings' })).toBeTruthy();
});
