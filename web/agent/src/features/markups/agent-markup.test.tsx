import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Permission } from '@tripsetu/domain/agency.ts';
import { MARKUP_MSG } from '@tripsetu/domain/markups.ts';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../app/session-context.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { signedInAs } from '../../test/session.ts';
import { AgentMarkupPage } from './AgentMarkupPage.tsx';
import { MARKUP_TEXT } from './markup-text.ts';

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const markupAnswer = (staffSeeMarkup: boolean, pricesWithMarkup: boolean) => ({
  markups: [],
  staffSeeMarkup,
  pricesWithMarkup,
});

function renderPage(permissions: Permission[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = signedInAs(permissions);
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <SessionContext value={session}>
          <ConfirmProvider>
            <AgentMarkupPage />
          </ConfirmProvider>
        </SessionContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('staff seeing prices with the markup, on the Agent Markup page', () => {
  it('is switched by the owner and saved at once', async () => {
    api.answer('GET /api/v1/markups', { status: 200, body: markupAnswer(false, false) });
    api.answer('PUT /api/v1/markups/staff-view', { status: 200, body: markupAnswer(true, false) });
    renderPage(['markups.view', 'markups.manage']);
    const toggle = (await screen.findByRole('switch', {
      name: new RegExp(`^${MARKUP_TEXT.staffView.label}`),
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(await screen.findByText(MARKUP_MSG.staffViewOn)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { staffSeeMarkup: true },
    ]);
    await waitFor(() => expect(toggle.checked).toBe(true));
  });

  it('tells staff when their prices include it, and offers them no switch', async () => {
    api.answer('GET /api/v1/markups', { status: 200, body: markupAnswer(true, true) });
    renderPage(['markups.view']);
    expect(await screen.findByText(MARKUP_TEXT.staffView.staffNote)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
