import type { Dictionary } from '../i18n.ts';

/** Arabic: the menu labels of this area so far; the rest of en/commissions.ts falls back to English. */
export const commissions: Dictionary = {
  'commissions.menu': 'عرض العمولات',
  'commissions.adminMenu': 'قواعد العمولة',
  'agencyGroups.menu': 'مجموعات الوكالات',
  'platformMarkups.menu': 'هوامش TripSetu',
  'series.adminMenu': 'أسعار المقاعد المحجوزة',
  'currencyRates.menu': 'أسعار العملات',
};
