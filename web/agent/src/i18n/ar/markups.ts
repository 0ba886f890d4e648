import type { Dictionary } from '../i18n.ts';

/** Arabic text of the portal: markups (mirrors en/markups.ts, its menu label). */
export const markups: Dictionary = {
  'markups.menu': 'هامش الوكيل',
};
