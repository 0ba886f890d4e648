import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CancellationQuoteAnswer, RefundReceipt } from '@tripsetu/domain/booking-api.ts';
import { CANCELLATION_MSG, CANCELLATION_MSG_DECIDED } from '@tripsetu/domain/flight-cancellation.ts';
import { Route } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FlightCancellationPage } from './after-sales/FlightCancellationPage.tsx';
import { FlightOrderDetailsPage } from './after-sales/FlightOrderDetailsPage.tsx';
import { RefundReceiptPage } from './after-sales/RefundReceiptPage.tsx';
import { gateway, renderRoutes, roundTrip } from './after-sales.harness.tsx';
import { TXID } from './booking.fixture.ts';

const amounts = {
  paidPaise: 560_000,
  airlineChargePaise: 300_000,
  otaChargePaise: 30_000,
  gstPaise: 5_400,
  keptPaise: 0,
  commissionReversedPaise: 0,
};
const quote: CancellationQuoteAnswer = {
  lines: [
    {
      traveller: 1,
      legIndex: 0,
      segmentIndex: 0,
      window: '96 hours or more',
      taxesOnly: false,
      ...amounts,
      refundPaise: 224_600,
    },
  ],
  fees: [],
  totals: { ...amounts, refundPaise: 224_600, feesRefundedPaise: 0 },
  taxesOnly: false,
};

function renderAt(path: string) {
  return renderRoutes(
    path,
    <>
      <Route path="/flight/order-details/:transactionId" element={<FlightOrderDetailsPage />} />
      <Route path="/flight/cancellation/:transactionId" element={<FlightCancellationPage />} />
      <Route path="/flight/refund-receipt/:transactionId" element={<RefundReceiptPage />} />
    </>,
  );
}

const receipt: RefundReceipt = {
  receiptNo: 'TSRR/2026-27/000001',
  creditNoteNo: 'TSCN/2026-27/000009',
  transactionId: TXID,
  trip: 'DEL-BOM, BOM-DEL',
  issuedAt: '2026-11-26T10:00:00.000Z',
  cancelled: [{ traveller: 'Mr Arjun Nair', flight: '6E-2134 DEL–BOM', window: '96 hours or more' }],
  fees: [],
  totals: quote.totals,
  paidWith: { orderRef: 'PO0123', method: 'UPI', paymentId: 'pay_1' },
  gatewayRefundId: 'rfnd_1',
  status: 'Refund initiated',
  expected: CANCELLATION_MSG_DECIDED.refundTime,
};

describe('a traveller cancels flights of their booking', () => {
  it('shows the refund for the choice, asks again before cancelling, then opens the refund receipt', async () => {
    gateway.answers = {
      getbooking: {
        StatusCode: 200,
        Result: roundTrip({
          fare: [
            { code: 'BASE', label: 'Base fare', amount: 6000, amount_paise: 600_000 },
            { code: 'SEATS', label: 'Seats', amount: 1200, amount_paise: 120_000 },
          ],
        }),
      },
      getcancellationquote: { StatusCode: 200, Result: quote },
      cancel: {
        StatusCode: 200,
        Message: CANCELLATION_MSG_DECIDED.travellerCancelled,
        Result: { refundReceiptNo: receipt.receiptNo, message: CANCELLATION_MSG_DECIDED.travellerCancelled },
      },
      getrefundreceipts: { StatusCode: 200, Result: [receipt] },
    };
    renderAt(`/flight/cancellation/${TXID}`);
    const meera = await screen.findByRole('checkbox', { name: /Ms Meera Nair/ });
    fireEvent.click(meera);
    fireEvent.click(screen.getByRole('checkbox', { name: /Return: BOM → DEL/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Show refund' }));
    await screen.findByRole('region', { name: 'Your refund' });
    const asked = gateway.calls.find((call) => call.get('actioncode') === 'getcancellationquote');
    expect(asked?.get('travellers')).toBe('1');
    expect(asked?.get('journeys')).toBe('0');
    expect(screen.getByTestId('refund-total').textContent).toBe('₹2,246');
    expect(screen.getByRole('list', { name: 'Refund per traveller and flight' }).textContent).toContain(
      'Mr Arjun Nair',
    );

    // Choosing again drops the refund shown: it was for another choice.
    fireEvent.click(screen.getByRole('checkbox', { name: /Ms Meera Nair/ }));
    expect(screen.queryByRole('region', { name: 'Your refund' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Ms Meera Nair/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Show refund' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel and refund ₹2,246' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByText(CANCELLATION_MSG_DECIDED.travellerCancelled)).toBeTruthy();
    const sent = gateway.calls.find((call) => call.get('actioncode') === 'cancel');
    expect(sent?.get('requestkey')).toMatch(/^[0-9a-f-]{36}$/);
    const card = await screen.findByRole('article', { name: 'Refund receipt' });
    expect(card.textContent).toContain('TSRR/2026-27/000001');
    expect(card.textContent).toContain('UPI payment pay_1');
    expect(within(card).getByTestId('refund-total').textContent).toBe('₹2,246');

    // The receipt as a PDF: the gateway's file for this receipt's number, handed to the browser.
    const saved: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:receipt';
    });
    onTestFinished(() => createObjectURL.mockRestore());
    gateway.answers.getrefundreceiptpdf = {
      StatusCode: 200,
      Result: { filename: 'refund-receipt.pdf', contenttype: 'application/pdf', content_base64: btoa('%PDF-1.3') },
    };
    fireEvent.click(within(card).getByRole('button', { name: `Download PDF of ${receipt.receiptNo}` }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const askedPdf = gateway.calls.find((call) => call.get('actioncode') === 'getrefundreceiptpdf');
    expect(askedPdf?.get('receiptno')).toBe(receipt.receiptNo);
    expect(askedPdf?.get('txid')).toBe(TXID);
  });

  it('shows the new refund when it moved before the confirmation, and sends the refund it showed', async () => {
    gateway.answers = {
      getbooking: { StatusCode: 200, Result: roundTrip() },
      getcancellationquote: { StatusCode: 200, Result: quote },
      cancel: {
        StatusCode: 409,
        Message: CANCELLATION_MSG_DECIDED.refundChanged,
        Errors: { code: 'CANCELLATION_FAILED', newRefundPaise: '124600' },
      },
    };
    renderAt(`/flight/cancellation/${TXID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Show refund' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel and refund ₹2,246' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    const moved = { ...quote, totals: { ...quote.totals, refundPaise: 124_600 } };
    gateway.answers.getcancellationquote = { StatusCode: 200, Result: moved };
    expect(await screen.findByText(CANCELLATION_MSG_DECIDED.refundChanged)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Cancel and refund ₹1,246' })).toBeTruthy();
    expect(gateway.calls.find((call) => call.get('actioncode') === 'cancel')?.get('acceptedrefund_paise')).toBe(
      '224600',
    );
  });

  it('says Booking Cancellation Failed with the reason, and keeps the choice', async () => {
    gateway.answers = {
      getbooking: { StatusCode: 200, Result: roundTrip() },
      getcancellationquote: {
        StatusCode: 409,
        Message: CANCELLATION_MSG_DECIDED.infantWithAdult,
        Errors: { code: 'CANCELLATION_FAILED' },
      },
    };
    renderAt(`/flight/cancellation/${TXID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Show refund' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CANCELLATION_MSG.failed);
    expect(alert.textContent).toContain(CANCELLATION_MSG_DECIDED.infantWithAdult);
    expect(gateway.calls.some((call) => call.get('actioncode') === 'cancel')).toBe(false);
  });

  it('does not offer what is cancelled or departed', async () => {
    gateway.answers = {
      getbooking: {
        StatusCode: 200,
        Result: roundTrip({
          cancelledsegments: [
            { passenger: 0, leg: 0, segment: 0 },
            { passenger: 1, leg: 0, segment: 0 },
          ],
        }),
      },
    };
    renderAt(`/flight/cancellation/${TXID}`);
    const onward = await screen.findByRole('checkbox', { name: /Onward: DEL → BOM/ });
    expect((onward as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Return: BOM → DEL/ }) as HTMLInputElement).checked).toBe(true);
    cleanup();

    const past = roundTrip();
    for (const leg of past.legs) for (const flight of leg.flightlegs) flight.depdate = '2026-01-01';
    gateway.answers = { getbooking: { StatusCode: 200, Result: past } };
    renderAt(`/flight/cancellation/${TXID}`);
    expect(await screen.findByText(CANCELLATION_MSG_DECIDED.departed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show refund' })).toBeNull();
  });
});

describe('booking details and refund receipts', () => {
  it('shows each traveller’s standing, the refund so far, and the ways on', async () => {
    gateway.answers = {
      getbooking: { StatusCode: 200, Result: roundTrip({ cancelledsegments: [{ passenger: 1, leg: 0, segment: 0 }] }) },
      getrefundreceipts: { StatusCode: 200, Result: [receipt] },
    };
    renderAt(`/flight/order-details/${TXID}`);
    expect(await screen.findByRole('cell', { name: 'Onward cancelled' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Confirmed' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toContain('₹2,246 refunded to your payment');
    expect(screen.getByRole('link', { name: 'Cancel flights' }).getAttribute('href')).toBe(
      `/flight/cancellation/${TXID}`,
    );
    expect(screen.getByRole('link', { name: 'Refund receipts' })).toBeTruthy();
  });

  it('says so when a booking has no refunds yet', async () => {
    gateway.answers = {
      getbooking: { StatusCode: 200, Result: roundTrip() },
      getrefundreceipts: { StatusCode: 200, Result: [] },
    };
    renderAt(`/flight/refund-receipt/${TXID}`);
    expect(await screen.findByText('No refunds for this booking yet.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Print' })).toBeNull());
  });
});
