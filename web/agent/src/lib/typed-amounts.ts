import { rupeesTextToPaise } from '@tripsetu/domain/wallet.ts';

/** A percentage typed with at most two decimals as basis points ('2.5' → 250, '3%' → 300); NaN when it is not one. */
export function percentTextToBps(text: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return Number.NaN;
  const [, whole = '0', hundredths = ''] = match;
  return Number(whole) * 100 + Number(hundredths.padEnd(2, '0'));
}

/** Rupees typed ('150', '₹1,500.50') as paise; NaN when they are not an amount. */
export const rupeeTextToPaise = (text: string) => rupeesTextToPaise(text.trim().replace(/^₹\s*/, ''));
