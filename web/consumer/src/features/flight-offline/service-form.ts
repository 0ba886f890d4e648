import { formatDisplayDate, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { MyFlightBooking } from '@tripsetu/domain/gateway-flight-after-sales.ts';
import {
  OFFLINE_SERVICE_LABELS,
  OFFLINE_SERVICES,
  type ServiceRequestErrors,
} from '@tripsetu/domain/service-requests.ts';
import { GatewayError } from '../../lib/gateway.ts';

export const SERVICE_OPTIONS = OFFLINE_SERVICES.map((value) => ({ value, label: OFFLINE_SERVICE_LABELS[value] }));

/** The bookings a service can be asked for: confirmed, and not yet flown. */
export function bookingsForServices(bookings: readonly MyFlightBooking[], today = todayInIndia()) {
  return bookings
    .filter(
      (booking) => booking.status_code === 'CONFIRMED' && (booking.departure === '' || booking.departure >= today),
    )
    .map((booking) => ({
      value: booking.txid,
      label: `${booking.trip}${booking.departure ? ` · ${formatDisplayDate(booking.departure)}` : ''} · ${booking.txid}`,
    }));
}

/** The server's messages by field, for a refusal of the form; none for any other failure. */
export function refusedFields(error: unknown): ServiceRequestErrors {
  const errors = error instanceof GatewayError ? error.status?.Errors : undefined;
  if (!errors) return {};
  const fields: ServiceRequestErrors = {};
  for (const name of ['txid', 'service', 'details'] as const) {
    if (errors[name]) fields[name] = errors[name];
  }
  return fields;
}
