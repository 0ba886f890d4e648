import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import type { MyBooking } from '@tripsetu/domain/gateway-contract.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';

/** Reference, check-in, travellers and total: how a booking is summed up in lists. */
export function BookingFacts({
  booking,
}: {
  booking: Pick<MyBooking, 'txid' | 'checkindate' | 'travellers' | 'total_paise'>;
}) {
  return (
    <dl className="booking-facts">
      <div>
        <dt>Reference</dt>
        <dd className="mono">{booking.txid}</dd>
      </div>
      <div>
        <dt>Check-in</dt>
        <dd>{formatDisplayDate(booking.checkindate)}</dd>
      </div>
      <div>
        <dt>Travellers</dt>
        <dd>{booking.travellers}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>{formatRupees(booking.total_paise)}</dd>
      </div>
    </dl>
  );
}
