import type { BookingEarningsShown } from '@tripsetu/domain/commissions.ts';
import { SUMMARY_LABELS } from '@tripsetu/domain/fare-summary.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { t } from '../i18n/i18n.ts';
import './earnings-breakup.css';

/**
 * Under a review's total: TripSetu's markup and its GST added (decision 040), what the agency earns by the commission
 * rules (decision 034) — commission and PLB cut and pay taken off, TDS on them added — and what its wallet pays. Buses and hotels show it the same way.
 */
export function EarningsBreakup({ earnings }: { earnings: BookingEarningsShown }) {
  const rows = [
    ['PLATFORM_MARKUP', earnings.platformMarkupPaise],
    ['PLATFORM_MARKUP_GST', earnings.platformMarkupGstPaise],
    ['COMMISSION', -earnings.commissionPaise],
    ['PLB', -earnings.plbCutPayPaise],
    ['TDS', earnings.tdsPaise],
  ] as const;
  return (
    <dl className="earnings-breakup">
      {rows
        .filter(([, paise]) => paise !== 0)
        .map(([code, paise]) => (
          <div key={code}>
            <dt>{SUMMARY_LABELS[code]}</dt>
            <dd>{formatRupees(paise)}</dd>
          </div>
        ))}
      <div className="earnings-breakup-total">
        <dt>{t('commissions.earned.youPay')}</dt>
        <dd>{formatRupees(earnings.payPaise)}</dd>
      </div>
    </dl>
  );
}
