import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FLIGHT_PROOF_MSG, type VerifiedFlightBooking } from '@tripsetu/domain/gateway-flight-trips.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readFlightProof, saveFlightProof } from '../../lib/flight-booking-proof.ts';
import { FlightOrderDetailsPage } from './after-sales/FlightOrderDetailsPage.tsx';
import { FlightReschedulePage } from './after-sales/FlightReschedulePage.tsx';
import { gateway, renderRoutes, roundTrip, signOut } from './after-sales.harness.tsx';
import { TXID } from './booking.fixture.ts';
import { FlightTicketPage } from './components/FlightTicketPage.tsx';

const PROOF = 'proof-of-the-booking-0123456789';
const verified: VerifiedFlightBooking = {
  txid: TXID,
  bookingproof: PROOF,
  expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
};

function renderAt(path: string) {
  return renderRoutes(
    path,
    <>
      <Route path="/flight/order-details/:transactionId" element={<FlightOrderDetailsPage />} />
      <Route path="/flight/ticket/:transactionId" element={<FlightTicketPage />} />
      <Route path="/flight/reshedule/:transactionId" element={<FlightReschedulePage />} />
    </>,
  );
}

const callsOf = (actioncode: string) => gateway.calls.filter((call) => call.get('actioncode') === actioncode);

describe('a visitor proves a flight booking with its mobile or e-mail (decision 029)', () => {
  it('asks for the contact, sends the code there, then opens that booking as a visitor may see it', async () => {
    signOut();
    gateway.answers = {
      sendbookingcode: {
        StatusCode: 200,
        Message: 'We have sent a 6-digit code to 98••••••10. It is valid for 5 minutes.',
        TransactionStatus: 'code-token',
      },
      verifybookingcode: { StatusCode: 200, Result: verified },
      getbooking: { StatusCode: 200, Result: roundTrip() },
      getrefundreceipts: { StatusCode: 200, Result: [] },
    };
    renderAt(`/flight/order-details/${TXID}`);

    expect(await screen.findByRole('heading', { name: 'Booking details', level: 1 })).toBeTruthy();
    expect((screen.getByLabelText(/Booking ID/) as HTMLInputElement).value).toBe(TXID);
    expect(screen.getByRole('button', { name: 'Login or Register' })).toBeTruthy();
    expect(callsOf('getbooking')).toHaveLength(0);

    // Nothing is sent without a contact, or with one that is neither a mobile nor an e-mail.
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(FLIGHT_PROOF_MSG.contactRequired)).toBeTruthy();
    const contact = screen.getByLabelText(/Mobile number or e-mail/);
    fireEvent.change(contact, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(FLIGHT_PROOF_MSG.contactInvalid)).toBeTruthy();
    expect(callsOf('sendbookingcode')).toHaveLength(0);

    fireEvent.change(contact, { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/sent a 6-digit code to 98••••••10/)).toBeTruthy();
    expect(callsOf('sendbookingcode')[0]?.get('contact')).toBe('9876543210');
    expect(callsOf('sendbookingcode')[0]?.get('txid')).toBe(TXID);

    fireEvent.change(screen.getByLabelText(/OTP/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and open booking' }));

    expect(await screen.findByText(/Booking ID .* · Booked/)).toBeTruthy();
    expect(callsOf('verifybookingcode')[0]?.get('prooftoken')).toBe('code-token');
    await waitFor(() => expect(callsOf('getbooking').at(-1)?.get('bookingproof')).toBe(PROOF));
    expect(readFlightProof(TXID)).toBe(PROOF);
    // A visitor sees and cancels; changing the date and support need an account.
    expect(screen.getByRole('link', { name: 'E-ticket' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel flights' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change date' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Contact support' })).toBeNull();
    expect(screen.getByText(FLIGHT_PROOF_MSG.signInForMore)).toBeTruthy();
  });

  it('says what the server refused: a wrong contact, a wrong code', async () => {
    signOut();
    gateway.answers = {
      sendbookingcode: { StatusCode: 404, Message: MSG_DECIDED.bookingNotYours },
    };
    renderAt(`/flight/order-details/${TXID}`);
    fireEvent.change(await screen.findByLabelText(/Mobile number or e-mail/), {
      target: { value: 'someone@example.in' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG_DECIDED.bookingNotYours);

    gateway.answers = {
      sendbookingcode: { StatusCode: 200, Message: 'We have sent a code.', TransactionStatus: 'code-token' },
      verifybookingcode: { StatusCode: 400, Message: MSG_DECIDED.otpInvalid },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText(/OTP/), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and open booking' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG_DECIDED.otpInvalid);
    expect(readFlightProof(TXID)).toBeNull();
  });

  it('opens the e-ticket with a proof kept for the tab, and asks again once the server ends the proof', async () => {
    signOut();
    saveFlightProof(verified);
    gateway.answers = { getbooking: { StatusCode: 200, Result: roundTrip() } };
    const first = renderAt(`/flight/ticket/${TXID}`);
    expect(await screen.findByRole('heading', { name: 'E-ticket' })).toBeTruthy();
    expect(callsOf('getbooking')[0]?.get('bookingproof')).toBe(PROOF);
    first.unmount();

    gateway.answers = { getbooking: { StatusCode: 403, Message: FLIGHT_PROOF_MSG.proofExpired } };
    renderAt(`/flight/ticket/${TXID}`);
    expect(await screen.findByText(FLIGHT_PROOF_MSG.proofExpired)).toBeTruthy();
    expect(screen.getByLabelText(/Mobile number or e-mail/)).toBeTruthy();
    await waitFor(() => expect(readFlightProof(TXID)).toBeNull());
  });

  it('keeps changing the date for signed-in travellers, proof or not', async () => {
    signOut();
    saveFlightProof(verified);
    renderAt(`/flight/reshedule/${TXID}`);
    expect(await screen.findByText(/Your flight bookings are in your account/)).toBeTruthy();
    expect(callsOf('getbooking')).toHaveLength(0);
  });
});
