/** The Currency rates page's English words (decision 041); the messages are the domain's CURRENCY_MSG. */
export const RATES_TEXT = {
  intro:
    'The rupees one unit of each currency buys, for a day. Agents who choose a currency see prices also in it at the rate in force; their wallet and every payment stay in rupees. A day without a rate shows the last one, with its date.',
  formTitle: 'Set a rate',
  currency: 'Currency',
  day: 'For the day',
  rate: 'Rupees per unit',
  rateHint: 'e.g. 24.12 for one dirham; up to six decimals',
  submit: 'Save rate',
  summary: 'The rate was not saved. Correct these fields:',
  tableLabel: 'Rates in force today',
  loading: 'Loading rates…',
  column: { currency: 'Currency', rate: 'Rupees per unit', day: 'For the day', setBy: 'Set by', setAt: 'Set at' },
} as const;
