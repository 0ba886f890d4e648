import type { Dictionary } from '../i18n.ts';

/** Hindi: the menu labels of this area so far; the rest of en/commissions.ts falls back to English. */
export const commissions: Dictionary = {
  'commissions.menu': 'कमीशन देखें',
  'commissions.adminMenu': 'कमीशन नियम',
  'agencyGroups.menu': 'एजेंसी समूह',
  'platformMarkups.menu': 'TripSetu मार्कअप',
  'series.adminMenu': 'सीरीज़ किराए',
  'currencyRates.menu': 'मुद्रा दरें',
};
