import type { Dictionary } from '../i18n.ts';

/** Hindi text of the portal: home (mirrors en/home.ts). */
export const home: Dictionary = {
  'home.tab.flight': 'फ़्लाइट',
  'home.tab.vacation': 'हॉलिडे',
  'home.tab.buses': 'बस',
  'home.tab.hotel': 'होटल',
};
