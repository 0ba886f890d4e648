import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { moreThanDueMessage } from '@tripsetu/domain/payments.ts';
import type { GatewayPayment } from '@tripsetu/domain/payments-api.ts';
import { WALLET_MSG } from '@tripsetu/domain/wallet.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayPayForm, goTo } from '../../components/GatewayPayForm.tsx';

const created: GatewayPayment = {
  orderRef: 'PO0123456789ABCDEFGHJK',
  purpose: 'WALLET_TOPUP',
  status: 'CREATED',
  amountPaise: 250000,
  chargePaise: 100,
  totalPaise: 250100,
  checkoutUrl: '/pay/sandbox/checkout/order_0123456789abcdef0123',
  method: null,
  providerPaymentId: null,
  depositId: null,
  receiptNo: null,
  failureReason: null,
  createdAt: '2026-11-22T08:35:00Z',
  settledAt: null,
};

let calls: { url: string; body: unknown; headers: Headers }[];
let answer: { status: number; body: unknown };
let visited: string[];

beforeEach(() => {
  calls = [];
  visited = [];
  answer = { status: 201, body: created };
  vi.spyOn(goTo, 'assign').mockImplementation((url) => {
    visited.push(url);
  });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    calls.push({ url: String(input), body: JSON.parse(String(init.body)), headers: new Headers(init.headers) });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm(props: Parameters<typeof GatewayPayForm>[0]) {
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={new QueryClient()}>
        <GatewayPayForm {...props} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const amountField = () => screen.getByRole('textbox', { name: /Amount/ });

describe('paying through the gateway', () => {
  it('shows the amount, the ₹1 charge and the total, then goes to the gateway with one idempotency key', async () => {
    renderForm({ purpose: 'WALLET_TOPUP' });
    fireEvent.change(amountField(), { target: { value: '2,500' } });
    expect(screen.getByText('₹2,500')).toBeTruthy();
    expect(screen.getByText('₹1')).toBeTruthy();
    expect(screen.getByText('₹2,501')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to pay ₹2,501' }));
    await waitFor(() => expect(visited).toEqual([created.checkoutUrl]));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/v1/wallet/payments');
    expect(calls[0]?.body).toEqual({ purpose: 'WALLET_TOPUP', amount: '2500' });
    expect(calls[0]?.headers.get('idempotency-key')).toMatch(/.{8,}/);
    expect(await screen.findByText('Taking you to the payment gateway…')).toBeTruthy();
  });

  it('refuses an amount under the minimum without calling the server', async () => {
    renderForm({ purpose: 'WALLET_TOPUP' });
    fireEvent.change(amountField(), { target: { value: '999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    expect(await screen.findByText(WALLET_MSG.amountMinimum)).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(visited).toHaveLength(0);
  });

  it('starts a payment of the due at the due and refuses more', async () => {
    renderForm({ purpose: 'DUE_PAYMENT', duePaise: 250025, initialAmount: '2500.25' });
    expect((amountField() as HTMLInputElement).value).toBe('2500.25');
    expect(screen.getByRole('button', { name: 'Proceed to pay ₹2,501.25' })).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: '2600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    expect(await screen.findByText(moreThanDueMessage(250025))).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s refusal under the field and stays on the page', async () => {
    answer = {
      status: 422,
      body: { error: { code: 422, message: 'Validation error', fields: { amount: 'Nothing is due.' } } },
    };
    renderForm({ purpose: 'DUE_PAYMENT', duePaise: 100, initialAmount: '1' });
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to pay ₹2' }));
    expect(await screen.findByText('Nothing is due.')).toBeTruthy();
    expect(visited).toHaveLength(0);
  });
});
