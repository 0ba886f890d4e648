import type { CancellationQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';

type Totals = CancellationQuoteAnswer['totals'];

/**
 * What a cancellation keeps and returns, as a definition list so each amount reads with its label: the
 * same lines on the quote before it is asked and on the refund receipt after.
 */
export function RefundAmounts({ totals, label }: { totals: Totals; label: string }) {
  const lines: [string, number, boolean][] = [
    ['Paid for what is cancelled', totals.paidPaise, true],
    ['Airline cancellation charges', -totals.airlineChargePaise, true],
    ['TripSetu cancellation charge', -totals.otaChargePaise, true],
    ['GST on TripSetu’s charge', -totals.gstPaise, true],
    ['Seats and meals (not refunded)', -totals.keptPaise, totals.keptPaise > 0],
  ];
  return (
    <dl className="booking-fare" aria-label={label}>
      {lines
        .filter(([, , shown]) => shown)
        .map(([name, paise]) => (
          <div key={name} className="booking-fare-line">
            <dt>{name}</dt>
            <dd>{paise < 0 ? `− ${formatRupees(-paise)}` : formatRupees(paise)}</dd>
          </div>
        ))}
      <div className="booking-fare-line booking-fare-total">
        <dt>Refund to your payment</dt>
        <dd data-testid="refund-total">{formatRupees(totals.refundPaise)}</dd>
      </div>
      {totals.feesRefundedPaise > 0 && (
        <div className="booking-fare-line">
          <dt>including your convenience fee with GST</dt>
          <dd>{formatRupees(totals.feesRefundedPaise)}</dd>
        </div>
      )}
    </dl>
  );
}
