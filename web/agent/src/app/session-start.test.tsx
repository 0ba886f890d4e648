import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { LANGUAGE_COOKIE } from '@tripsetu/domain/agent-api-wire.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareLanguage } from '../i18n/i18n.ts';
import { fakeApi } from '../test/fake-api.ts';
import { SessionProvider } from './SessionProvider.tsx';
import { useSession } from './session-context.ts';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.answer('GET /api/v1/session/current', { status: 200, body: { session: null } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Status() {
  return <p>{useSession().status}</p>;
}

const start = (initialStatus?: 'loading' | 'signed-out') =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider initialStatus={initialStatus}>
        <Status />
      </SessionProvider>
    </QueryClientProvider>,
  );

describe('the session at start-up', () => {
  it('is asked for when the page does not know it', async () => {
    start();
    expect(screen.getByText('loading')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('signed-out')).toBeTruthy());
    expect(api.calls.map((call) => call.url)).toEqual(['/api/v1/session/current']);
  });

  it('is not asked for when the server said there is none (it sent the sign-in page drawn)', async () => {
    start('signed-out');
    expect(screen.getByText('signed-out')).toBeTruthy();
    // Long enough for an effect's fetch to have been made.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
  });
});

describe('the language, told to the server', () => {
  it('is written to a cookie for the portal, and not again when it already says so', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return written.length > 0 ? 'other=1; tripsetu_lang=hi' : 'other=1';
      },
      set cookie(value: string) {
        written.push(value);
      },
    } as Document;
    shareLanguage('hi', doc);
    expect(written).toEqual([`${LANGUAGE_COOKIE}=hi; Path=/agent; Max-Age=31536000; SameSite=Lax`]);
    shareLanguage('hi', doc);
    expect(written).toHaveLength(1);
    shareLanguage('ar', doc);
    expect(written[1]).toMatch(/^tripsetu_lang=ar;/);
  });
});
