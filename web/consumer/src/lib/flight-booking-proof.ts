import { FLIGHT_BOOKING_OPID } from '@tripsetu/domain/gateway-flight-booking.ts';
import type { VerifiedFlightBooking } from '@tripsetu/domain/gateway-flight-trips.ts';
import type { SentBookingCode } from './booking-code.ts';
import { GatewayError, gatewayResult } from './gateway.ts';

/**
 * A visitor's proof of one flight booking (decision 029): kept for this tab only (sessionStorage) until the
 * server's 30 minutes end, so that the booking's pages (details, e-ticket, receipts) open one after another.
 */
const KEY = (txid: string) => `tripsetu.flightproof.${txid}`;

export function readFlightProof(txid: string): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY(txid)) ?? 'null') as VerifiedFlightBooking | null;
    if (!stored || stored.txid !== txid || Date.parse(stored.expires_at) <= Date.now()) return null;
    return stored.bookingproof;
  } catch {
    return null;
  }
}

export function saveFlightProof(verified: VerifiedFlightBooking): void {
  try {
    sessionStorage.setItem(KEY(verified.txid), JSON.stringify(verified));
  } catch {
    // Private browsing can refuse storage: the proof then lasts as long as the page.
  }
}

export function forgetFlightProof(txid: string): void {
  try {
    sessionStorage.removeItem(KEY(txid));
  } catch {
    // See saveFlightProof.
  }
}

/** The fields a call about a booking adds for a visitor who proved it; none otherwise. */
export function flightProofFields(txid: string): { bookingproof?: string } {
  const proof = readFlightProof(txid);
  return proof ? { bookingproof: proof } : {};
}

/** MF001 sendbookingcode: a code to the booking's mobile or e-mail, if it is the one named. */
export async function sendFlightBookingCode(txid: string, contact: string): Promise<SentBookingCode> {
  const answer = await gatewayResult<never>(FLIGHT_BOOKING_OPID, 'sendbookingcode', { txid, contact: contact.trim() });
  return { token: answer.ApiStatus.TransactionStatus ?? '', message: answer.ApiStatus.Message };
}

/** MF001 verifybookingcode: the proof of the booking, kept for its pages. */
export async function verifyFlightBookingCode(token: string, code: string): Promise<VerifiedFlightBooking> {
  const answer = await gatewayResult<VerifiedFlightBooking>(FLIGHT_BOOKING_OPID, 'verifybookingcode', {
    prooftoken: token,
    otp: code,
  });
  if (!answer.Result) throw new GatewayError(answer.ApiStatus.Message || 'Booking not found.');
  saveFlightProof(answer.Result);
  return answer.Result;
}
