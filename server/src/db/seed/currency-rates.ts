import type { CurrencyCode } from '@tripsetu/domain/currencies.ts';
import type { CurrencyRatesService } from '../../modules/currencies/currency-rates.ts';

/**
 * The demo's display-currency rates (demo mode only, decision 041): rupees per unit near the RBI reference and
 * market rates of late November 2026's weeks, rounded, set for the day the server starts, so that an agent choosing
 * a currency sees prices in it. Not a source of truth: the back office sets the real ones each day.
 */
export const DEMO_RATES: Record<Exclude<CurrencyCode, 'INR'>, string> = {
  USD: '88.60',
  GBP: '116.40',
  EUR: '102.70',
  AUD: '57.60',
  AED: '24.12',
  SGD: '68.10',
  SAR: '23.62',
  KWD: '288.900',
  ZAR: '5.12',
  DZD: '0.6810',
  QAR: '24.33',
  NGN: '0.0612',
  THB: '2.74',
  XOF: '0.156600',
  CAD: '63.20',
};

export async function seedDemoCurrencyRates(rates: CurrencyRatesService, today: string): Promise<number> {
  const kept = await rates.inForce();
  let added = 0;
  for (const [currency, inrPerUnit] of Object.entries(DEMO_RATES)) {
    if (kept.rates.some((rate) => rate.currency === currency)) continue;
    await rates.add(
      { first_name: 'TripSetu', last_name: 'demo' },
      { currency: currency as CurrencyCode, day: today, inrPerUnit },
    );
    added += 1;
  }
  return added;
}
