import { z } from 'zod';

/**
 * The display currencies of agent-portal.md §9 (issue 25, decision 041). Money stays in rupees everywhere it moves
 * (wallet, ledger, invoices); an agent outside India may see prices also in its own currency, converted at the
 * back office's rate for the day. Each currency rounds to its ISO 4217 minor unit: the Kuwaiti dinar has three
 * decimals, the CFA franc none.
 */
export const CURRENCIES = [
  { code: 'INR', name: 'Indian Rupees', digits: 2 },
  { code: 'USD', name: 'US Dollars', digits: 2 },
  { code: 'GBP', name: 'Pounds Sterling', digits: 2 },
  { code: 'EUR', name: 'Euro', digits: 2 },
  { code: 'AUD', name: 'Australian Dollar', digits: 2 },
  { code: 'AED', name: 'Dirham', digits: 2 },
  { code: 'SGD', name: 'Singapore Dollar', digits: 2 },
  { code: 'SAR', name: 'Saudi Riyal', digits: 2 },
  { code: 'KWD', name: 'Kuwaiti Dinar', digits: 3 },
  { code: 'ZAR', name: 'South African Rand', digits: 2 },
  { code: 'DZD', name: 'Algerian Dinar', digits: 2 },
  { code: 'QAR', name: 'Qatari Riyal', digits: 2 },
  { code: 'NGN', name: 'Nigerian Naira', digits: 2 },
  { code: 'THB', name: 'Thai Baht', digits: 2 },
  { code: 'XOF', name: 'West African CFA franc', digits: 0 },
  { code: 'CAD', name: 'Canadian Dollar', digits: 2 },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code) as [CurrencyCode, ...CurrencyCode[]];
/** The currencies a rate is kept for: every one but the rupee itself. */
export const FOREIGN_CODES = CURRENCY_CODES.filter((code) => code !== 'INR') as [CurrencyCode, ...CurrencyCode[]];
export const currencyOf = (code: string) => CURRENCIES.find((currency) => currency.code === code);

export const CURRENCY_MSG = {
  rateInvalid: 'Enter the rupees one unit buys, more than 0 and at most 1,00,000, with up to six decimals',
  dateInvalid: 'Enter a date as YYYY-MM-DD, not after today',
  currencyInvalid: 'Choose a currency from the list',
  added: 'Rate saved',
  none: 'No rates yet',
  noRate: 'No rate has been set for this currency yet',
  rupeesOnly:
    'Your wallet, ledger, invoices and every payment stay in Indian Rupees; other currencies are shown for reference.',
} as const;

/** Rates are kept in micro-rupees per unit (22.7045 → 22_704_500): whole numbers, six decimals. */
export const RATE_LIMITS = { maxMicros: 100_000 * 1_000_000 } as const;

export const currencyRateBody = z
  .object({
    currency: z.enum(FOREIGN_CODES),
    /** The day the rate is for (India); the back office may set one for an earlier day, never a later one. */
    day: z.string().max(10),
    /** Rupees per unit as typed: '22.70'. */
    inrPerUnit: z.string().max(20),
  })
  .strict();
export type CurrencyRateBody = z.infer<typeof currencyRateBody>;

export const currencyRateRow = z.object({
  id: z.number(),
  currency: z.enum(FOREIGN_CODES),
  day: z.string(),
  /** Rupees per unit, six decimals: '22.704500'. */
  inrPerUnit: z.string(),
  setBy: z.string(),
  setAt: z.string(),
});
export type CurrencyRate = z.infer<typeof currencyRateRow>;
/** The rate in force today for each currency that has one: the newest row of the latest day not after today. */
export const currencyRateList = z.object({ today: z.string(), rates: z.array(currencyRateRow) });
export type CurrencyRates = z.infer<typeof currencyRateList>;

/** '22.7' → 22_700_000 micro-rupees; NaN when it is not a positive amount with up to six decimals within the limit. */
export function rateTextToMicros(text: string): number {
  const match = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return Number.NaN;
  const micros = Number(match[1]) * 1_000_000 + Number((match[2] ?? '').padEnd(6, '0'));
  return micros > 0 && micros <= RATE_LIMITS.maxMicros ? micros : Number.NaN;
}

/** Micro-rupees as the rate's text: 22_704_500 → '22.704500'. */
export const microsToRateText = (micros: number) =>
  `${Math.floor(micros / 1_000_000)}.${String(micros % 1_000_000).padStart(6, '0')}`;

/**
 * Paise in the currency's minor units at `micros` rupees per unit, rounded half away from zero:
 * units = (paise / 100) / (micros / 10⁶) = paise × 10⁴ / micros; minor = units × 10^digits. BigInt keeps the
 * product exact for any wallet-sized amount.
 */
export function convertPaise(paise: number, micros: number, digits: number): number {
  if (!Number.isInteger(paise) || !Number.isInteger(micros) || micros <= 0) return Number.NaN;
  const numerator = BigInt(Math.abs(paise)) * 10_000n * 10n ** BigInt(digits);
  const denominator = BigInt(micros);
  const minor = (numerator * 2n + denominator) / (denominator * 2n);
  return Number(paise < 0 ? -minor : minor);
}

/** Minor units as the currency's text: 'AED 1,234.50', 'KWD 12.345', 'XOF 98,765'. */
export function formatCurrency(minor: number, code: string): string {
  const digits = currencyOf(code)?.digits ?? 2;
  const amount = minor / 10 ** digits;
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    Math.abs(amount),
  );
  return `${minor < 0 ? '-' : ''}${code} ${text}`;
}

/** A price in rupees also shown in `code` at `rate`: its text, or null for rupees or without a rate. */
export function convertedText(
  paise: number,
  code: string,
  rate: Pick<CurrencyRate, 'inrPerUnit'> | null,
): string | null {
  const currency = currencyOf(code);
  if (!currency || code === 'INR' || !rate) return null;
  const micros = rateTextToMicros(rate.inrPerUnit);
  return Number.isNaN(micros) ? null : formatCurrency(convertPaise(paise, micros, currency.digits), code);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why a rate cannot be kept, field by field. */
export function currencyRateErrors(
  body: CurrencyRateBody,
  today: string,
): Partial<Record<keyof CurrencyRateBody, string>> {
  const errors: Partial<Record<keyof CurrencyRateBody, string>> = {};
  if (!DAY.test(body.day) || Number.isNaN(Date.parse(`${body.day}T00:00:00Z`)) || body.day > today) {
    errors.day = CURRENCY_MSG.dateInvalid;
  }
  if (Number.isNaN(rateTextToMicros(body.inrPerUnit))) errors.inrPerUnit = CURRENCY_MSG.rateInvalid;
  return errors;
}

/** A mail's prices also in the agent's currency, and the line saying at what rate and that payment is in rupees. */
export interface PriceAlsoIn {
  textOf: (paise: number) => string;
  note: string;
}

/** What an e-mailed option adds for `code` at `rate` (null for rupees or without a rate): decision 041. */
export function priceAlsoIn(code: string, rate: Pick<CurrencyRate, 'inrPerUnit' | 'day'> | null): PriceAlsoIn | null {
  const currency = currencyOf(code);
  if (!currency || code === 'INR' || !rate || convertedText(0, code, rate) === null) return null;
  const [year, month, day] = rate.day.split('-');
  return {
    textOf: (paise) => convertedText(paise, code, rate) ?? '',
    note: `Prices in ${currency.name} (${code}) are for reference only, at ₹${Number(rate.inrPerUnit)} for 1 ${code} (rate of ${day}-${month}-${year}); you pay in Indian Rupees.`,
  };
}
