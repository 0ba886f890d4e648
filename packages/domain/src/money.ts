/** Money is an integer number of paise. These helpers are the only place rupees appear as numbers. */

export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

/** Whole rupees when exact, otherwise two decimals: the gateway's legacy numeric rupee fields. */
export function paiseToRupees(paise: Paise): number {
  assertPaise(paise);
  return paise / 100;
}

export function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`paise must be a safe integer, got ${paise}`);
}

/** Indian digit grouping: the last three digits, then groups of two (1,23,45,678). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}`;
}

/** ₹1,23,456 or ₹1,23,456.50 — paise shown only when there are any. */
export function formatRupees(paise: Paise): string {
  assertPaise(paise);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = groupIndian(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  return `${sign}₹${rupees}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** Percentage of an amount, rounded half up to the paisa. */
export function percentOf(paise: Paise, percent: number): Paise {
  assertPaise(paise);
  return Math.round((paise * percent) / 100);
}

/** `amount` shared over parts in proportion to `weights`, in whole paise that add up exactly (the rest on the first). */
export function sharePaise(amount: Paise, weights: readonly number[]): Paise[] {
  const all = weights.reduce((total, weight) => total + weight, 0);
  const shares = weights.map((weight) => (all > 0 ? Math.floor((amount * weight) / all) : 0));
  if (shares.length > 0) shares[0] = (shares[0] ?? 0) + amount - shares.reduce((total, part) => total + part, 0);
  return shares;
}
