import { useMutation } from '@tanstack/react-query';
import type { ApiStatus } from '@tripsetu/domain/gateway-contract.ts';
import { FLIGHT_BOOKING_OPID, type GatewayBookingStarted } from '@tripsetu/domain/gateway-flight-booking.ts';
import { callGateway } from '../../../lib/gateway.ts';

/** What `book` answered, sorted for the page. */
export type BookOutcome =
  | { kind: 'started'; booking: GatewayBookingStarted }
  | { kind: 'price-changed'; oldTotalPaise: number; newTotalPaise: number; reason: string; message: string }
  | { kind: 'refused'; status: ApiStatus }
  | { kind: 'sign-in'; message: string }
  | { kind: 'unreachable' };

export function bookOutcome(status: ApiStatus | undefined, result: GatewayBookingStarted | undefined): BookOutcome {
  if (!status) return { kind: 'unreachable' };
  if (status.StatusCode === 200 && result) return { kind: 'started', booking: result };
  if (status.StatusCode === 401) return { kind: 'sign-in', message: status.Message };
  const errors = status.Errors ?? {};
  if (status.StatusCode === 409 && errors.code === 'PRICE_CHANGED') {
    return {
      kind: 'price-changed',
      oldTotalPaise: Number(errors.oldtotal_paise),
      newTotalPaise: Number(errors.newtotal_paise),
      reason: errors.reason ?? '',
      message: status.Message,
    };
  }
  return { kind: 'refused', status };
}

/** MF001 book (signed-in traveller): seats kept unpaid while the traveller pays on the gateway's page. */
export async function bookFlight(fields: Record<string, string | number>): Promise<BookOutcome> {
  const answer = await callGateway<GatewayBookingStarted>(FLIGHT_BOOKING_OPID, 'book', fields, {
    endpoint: 'dispatch',
  });
  return bookOutcome(answer?.ApiStatus, answer?.Result);
}

export const useBookFlight = () => useMutation({ mutationFn: bookFlight });
