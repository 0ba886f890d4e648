import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@tripsetu/domain/messages.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../app/session-context.tsx';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { AccountControl, LoginSidebar } from './components/AccountControl.tsx';
import { resetSessionStart, startSession } from './start-session.ts';

type Answer = Record<string, unknown>;
type Handler = (fields: URLSearchParams) => Answer;

const ok = (extra: Answer = {}, status: Answer = {}): Answer => ({
  ApiStatus: { StatusCode: 200, Status: 'SUCCESS', Message: '', ...status },
  ...extra,
});
const refused = (message: string): Answer => ({ ApiStatus: { StatusCode: 400, Status: 'FAILURE', Message: message } });

let handlers: Record<string, Handler>;
let calls: URLSearchParams[];

function fakeGateway(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const fields = new URLSearchParams(String(init?.body ?? ''));
  calls.push(fields);
  const handler = handlers[`${fields.get('opid')} ${fields.get('actioncode')}`];
  const answer = handler ? handler(fields) : refused(`no fake for ${String(input)}`);
  return Promise.resolve(new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
}

const called = (opid: string, actioncode: string) =>
  calls.filter((c) => c.get('opid') === opid && c.get('actioncode') === actioncode);

beforeEach(() => {
  localStorage.clear();
  calls = [];
  resetSessionStart();
  handlers = {
    'MAU001 ANONYMOUSLOGIN': () => ok({ Result: 'b2cuser@@@0@@@@@@@@@@@@@@@TripSetu', sessiontoken: 'anon-token' }),
    'GENERIC INIT': () =>
      ok({ Result: { today: '2026-11-22', builtversion: '11.08.2024', signedin: false, demooutbox: true } }),
    'MAU001 SENDLOGINOTP': () => ok({}, { Message: 'OTP sent', TransactionStatus: 'reg-token-1' }),
    'MAU001 VERIFYLOGINOTP': () =>
      ok({ Result: 'TSC0001@@@P0001@@@Ms@@@Ananya@@@Rao@@@@@@TripSetu', sessiontoken: 'user-token' }),
    'CFG001 GETCONFIG': () => ({
      ...ok(),
      Root: { Result: { ConfigSettings: { ConfigSetting: [{ Name: 'currency', Value: 'INR' }] } } },
    }),
    'MAU001 LOGOUTV2': () => ok({ Result: 'b2cuser@@@0' }),
    'MU031 REGISTER': () => ok({}, { Message: 'OTP sent to your mobile', TransactionStatus: 'reg-token-2' }),
    'MU031 VERIFYOTP': () => ok({}, { Message: 'Registered' }),
    'MU028 FORGOTPASSWORD': () => ok({}, { Message: 'sent' }),
  };
  vi.stubGlobal('fetch', vi.fn(fakeGateway));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderHeader() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={tripsetuTheme} env="test">
      <QueryClientProvider client={queryClient}>
        <SessionProvider autoStart={false}>
          <MemoryRouter initialEntries={['/profile']}>
            <AccountControl />
            <LoginSidebar />
            <Routes>
              <Route path="/search" element={<p>search page</p>} />
              <Route path="*" element={<p>other page</p>} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const panel = () => screen.getByRole('dialog', { name: 'Login/Register' });
/** The panel's code arrives when it is first opened, as in the browser. */
const openPanel = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Login/Register' }));
  return screen.findByRole('dialog', { name: 'Login/Register' });
};

describe('app start', () => {
  it('fetches the anonymous identity when no session is stored, then calls GENERIC INIT once', async () => {
    await Promise.all([startSession(), startSession()]);
    expect(called('MAU001', 'ANONYMOUSLOGIN')).toHaveLength(1);
    expect(called('MAU001', 'ANONYMOUSLOGIN')[0]?.get('usertype')).toBe('reactclient');
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBe('anon-token');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.consumerUser) ?? '{}').agentId).toBe('b2cuser');
    expect(called('GENERIC', 'INIT')).toHaveLength(1);
    expect(called('GENERIC', 'INIT')[0]?.get('sessiontoken')).toBe('anon-token');
  });

  it('keeps a stored session: no anonymous login, INIT carries the stored token', async () => {
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'kept');
    await startSession();
    expect(called('MAU001', 'ANONYMOUSLOGIN')).toHaveLength(0);
    expect(called('GENERIC', 'INIT')[0]?.get('sessiontoken')).toBe('kept');
  });
});

describe('the login panel', () => {
  it('signs in with mobile and OTP, stores the session, the user and the config, and shows the name', async () => {
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'anon-token');
    localStorage.setItem(STORAGE_KEYS.invalidSessionCount, '2');
    renderHeader();
    const dialog = await openPanel();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Mobile number/ }), { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get OTP' }));
    expect(await within(dialog).findByText(MSG.mobileInvalidAtLogin)).toBeTruthy();
    expect(called('MAU001', 'SENDLOGINOTP')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Mobile number/ }), {
      target: { value: '9876543210' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get OTP' }));
    const otp = await within(panel()).findByRole('textbox', { name: /OTP/ });
    expect(called('MAU001', 'SENDLOGINOTP')[0]?.get('mobilenumber')).toBe('9876543210');
    expect(otp.getAttribute('inputmode')).toBe('numeric');
    expect(otp.getAttribute('autocomplete')).toBe('one-time-code');
    expect(otp.getAttribute('maxlength')).toBe('6');
    const outbox = within(panel()).getByRole('link', { name: '/api/dev/outbox' });
    expect(outbox.getAttribute('target')).toBe('_blank');
    expect(within(panel()).getByText(/Demo: read your OTP at/)).toBeTruthy();

    fireEvent.change(otp, { target: { value: '12a3456' } });
    expect((otp as HTMLInputElement).value).toBe('123456');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('button', { name: /Ananya/ })).toBeTruthy();
    const verify = called('MAU001', 'VERIFYLOGINOTP')[0];
    expect(verify?.get('otp')).toBe('123456');
    expect(verify?.get('registrationtoken')).toBe('reg-token-1');
    expect(verify?.get('usertype')).toBe('reactclient');
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBe('user-token');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.profile) ?? '{}')).toEqual({
      agentId: 'TSC0001',
      profileId: 'P0001',
      title: 'Ms',
      firstName: 'Ananya',
      lastName: 'Rao',
      companyName: 'TripSetu',
    });
    expect(localStorage.getItem(STORAGE_KEYS.invalidSessionCount)).toBe('0');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.config) ?? '[]')).toEqual([{ Name: 'currency', Value: 'INR' }]);
    expect(called('CFG001', 'GETCONFIG')[0]?.get('sessiontoken')).toBe('user-token');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login/Register' })).toBeNull());
  });

  it("shows the server's message in an alert titled Login when the OTP cannot be sent, and Verify OTP when it is wrong", async () => {
    handlers['MAU001 SENDLOGINOTP'] = () => refused('Too many OTP requests. Try again later.');
    renderHeader();
    const dialog = await openPanel();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Mobile number/ }), {
      target: { value: '9876543210' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get OTP' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(MSG.loginFailedTitle);
    expect(alert.textContent).toContain('Too many OTP requests. Try again later.');

    handlers['MAU001 SENDLOGINOTP'] = () => ok({}, { TransactionStatus: 't' });
    handlers['MAU001 VERIFYLOGINOTP'] = () => refused('Invalid OTP');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get OTP' }));
    fireEvent.change(await within(panel()).findByRole('textbox', { name: /OTP/ }), { target: { value: '000000' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(panel()).getByRole('alert').textContent).toContain('Invalid OTP'));
    expect(within(panel()).getByRole('alert').textContent).toContain(MSG.verifyOtpFailedTitle);
    expect(localStorage.getItem(STORAGE_KEYS.profile)).toBeNull();

    fireEvent.click(within(panel()).getByRole('button', { name: 'Back' }));
    expect(within(panel()).getByRole('button', { name: 'Get OTP' })).toBeTruthy();
  });

  it('registers: form, OTP step, then the login step with the mobile filled in and the success message', async () => {
    renderHeader();
    const dialog = await openPanel();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText(MSG.registerTitleRequired)).toBeTruthy();
    expect(within(dialog).getByText(MSG.registerFirstNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(MSG.registerLastNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(MSG.registerEmailInvalid)).toBeTruthy();
    expect(within(dialog).getByText(MSG.registerMobileInvalid)).toBeTruthy();
    expect(called('MU031', 'REGISTER')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('combobox', { name: /Title/ }), { target: { value: 'Mr' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /First name/ }), { target: { value: 'Karthik' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Last name/ }), { target: { value: 'Iyer' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Email/ }), { target: { value: 'k@example.in' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Mobile number/ }), {
      target: { value: '9000011111' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const otp = await within(panel()).findByRole('textbox', { name: /OTP/ });
    expect(called('MU031', 'REGISTER')[0]?.get('first_name')).toBe('Karthik');
    expect(called('MU031', 'REGISTER')[0]?.get('salutation')).toBe('Mr');
    fireEvent.change(otp, { target: { value: '654321' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Submit' }));

    expect(await within(panel()).findByText(MSG.registerSuccess)).toBeTruthy();
    const check = called('MU031', 'VERIFYOTP')[0];
    expect(check?.get('mobilenumber')).toBe('9000011111');
    expect(check?.get('registrationtoken')).toBe('reg-token-2');
    expect((within(panel()).getByRole('textbox', { name: /Mobile number/ }) as HTMLInputElement).value).toBe(
      '9000011111',
    );
  });

  it('shows a refused registration under the title Register', async () => {
    handlers['MU031 REGISTER'] = () => refused('This mobile number is already registered');
    renderHeader();
    const dialog = await openPanel();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Title/ }), { target: { value: 'Ms' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /First name/ }), { target: { value: 'Meera' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Last name/ }), { target: { value: 'Nair' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Email/ }), { target: { value: 'm@example.in' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Mobile number/ }), {
      target: { value: '9000022222' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(MSG.registerFailedTitle);
    expect(alert.textContent).toContain('This mobile number is already registered');
  });

  it('asks for a user id to reset a password, then says the e-mail is on its way', async () => {
    renderHeader();
    const dialog = await openPanel();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(MSG.forgotUserIdRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /User ID/ }), { target: { value: '9876543210' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(MSG.forgotPasswordSuccess)).toBeTruthy();
    expect(called('MU028', 'FORGOTPASSWORD')[0]?.get('userid')).toBe('9876543210');

    handlers['MU028 FORGOTPASSWORD'] = () => ({ ApiStatus: { StatusCode: 400, Status: 'FAILURE', Message: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(MSG.forgotPasswordFailed)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: /Back to login/ }));
    expect(within(dialog).getByRole('button', { name: 'Get OTP' })).toBeTruthy();
  });
});

describe('logout', () => {
  it('ends the session, forgets it, fetches a new anonymous identity and goes to /search', async () => {
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'user-token');
    localStorage.setItem(STORAGE_KEYS.config, '[]');
    localStorage.setItem(
      STORAGE_KEYS.profile,
      JSON.stringify({
        agentId: 'TSC0001',
        profileId: 'P1',
        title: 'Ms',
        firstName: 'Ananya',
        lastName: 'Rao',
        companyName: '',
      }),
    );
    renderHeader();
    // The menu's code arrives after the header draws: its button then says it opens a menu.
    fireEvent.click(await screen.findByRole('button', { name: /Ananya/, expanded: false }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login/Register' })).toBeTruthy();
    expect(called('MAU001', 'LOGOUTV2')[0]?.get('sessiontoken')).toBe('user-token');
    expect(called('MAU001', 'ANONYMOUSLOGIN')[0]?.get('sessiontoken')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.profile)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.config)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBe('anon-token');
    expect(await screen.findByText('search page')).toBeTruthy();
  });
});
