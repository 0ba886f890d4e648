import {
  type CurrencyCode,
  type CurrencyRate,
  type CurrencyRateBody,
  type CurrencyRates,
  currencyRateErrors,
  microsToRateText,
  priceAlsoIn,
  rateTextToMicros,
} from '@tripsetu/domain/currencies.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { userNameOf } from '../agents/user-name.ts';

type Row = {
  id: number;
  currency: string;
  day: unknown;
  inr_micros_per_unit: string | number;
  set_by: string;
  set_at: unknown;
};

const rateOf = (row: Row): CurrencyRate => ({
  id: row.id,
  currency: row.currency as CurrencyCode,
  day: (row.day instanceof Date ? row.day.toISOString() : String(row.day)).slice(0, 10),
  inrPerUnit: microsToRateText(Number(row.inr_micros_per_unit)),
  setBy: row.set_by,
  setAt: new Date(row.set_at as string).toISOString(),
});

/**
 * Display currencies' rates (issue 25, decision 041): the back office sets the rupees a unit buys for a day; every
 * agent reads, for each currency, the rate in force today — the newest row of the latest day not after today —
 * whose day the page shows when it is not today's.
 */
export function createCurrencyRates(deps: { db: Kysely<Database>; today: () => string }) {
  const { db } = deps;

  async function inForce(): Promise<CurrencyRates> {
    const today = deps.today();
    const rows = await db
      .selectFrom('currency_rates')
      .selectAll()
      .distinctOn('currency')
      .where('day', '<=', today)
      .orderBy('currency')
      .orderBy('day', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return { today, rates: (rows as Row[]).map(rateOf) };
  }

  async function add(user: Pick<AgentUser, 'first_name' | 'last_name'>, body: CurrencyRateBody): Promise<CurrencyRate> {
    const errors = currencyRateErrors(body, deps.today());
    if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
    const row = await db
      .insertInto('currency_rates')
      .values({
        currency: body.currency,
        day: body.day,
        inr_micros_per_unit: rateTextToMicros(body.inrPerUnit),
        set_by: userNameOf(user),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return rateOf(row as Row);
  }

  /** Every rate kept for a currency, newest first (who set it and when): the back office's history. */
  async function history(currency: CurrencyCode): Promise<CurrencyRate[]> {
    const rows = await db
      .selectFrom('currency_rates')
      .selectAll()
      .where('currency', '=', currency)
      .orderBy('day', 'desc')
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    return (rows as Row[]).map(rateOf);
  }

  /** What an e-mailed option adds for the agent's currency: null for rupees or while it has no rate. */
  async function alsoIn(code: CurrencyCode) {
    if (code === 'INR') return null;
    const rate = (await inForce()).rates.find((entry) => entry.currency === code) ?? null;
    return priceAlsoIn(code, rate);
  }

  return { inForce, add, history, alsoIn };
}

export type CurrencyRatesService = ReturnType<typeof createCurrencyRates>;
