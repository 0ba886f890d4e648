/** '₹11,368.75' → 1136875 paise; '-₹120' → -12000: an amount as the portal prints it, back in paise. */
export function paiseOf(text: string): number {
  const match = /(-?)₹([\d,]+)(?:\.(\d{2}))?/.exec(text);
  if (!match) throw new Error(`no rupee amount in "${text}"`);
  const paise = Number((match[2] ?? '').replaceAll(',', '')) * 100 + Number(match[3] ?? 0);
  return match[1] ? -paise : paise;
}
