import type { Dictionary } from '../i18n.ts';

/** Arabic text of the portal: home (mirrors en/home.ts). */
export const home: Dictionary = {
  'home.tab.flight': 'طيران',
  'home.tab.vacation': 'عطلات',
  'home.tab.buses': 'حافلات',
  'home.tab.hotel': 'فنادق',
};
