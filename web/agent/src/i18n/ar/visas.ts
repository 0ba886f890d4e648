import type { Dictionary } from '../i18n.ts';

/** Arabic: the menu labels of this area so far; the rest of en/visas.ts falls back to English. */
export const visas: Dictionary = {
  'visas.menu': 'التأشيرة',
  'visas.adminTypesMenu': 'أنواع التأشيرات',
  'visas.adminApplicationsMenu': 'طلبات التأشيرة',
};
