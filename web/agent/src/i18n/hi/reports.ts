import type { Dictionary } from '../i18n.ts';

/** Hindi text of the portal: reports (mirrors en/reports.ts, its menu label). */
export const reports: Dictionary = {
  'reports.menu': 'रिपोर्ट',
};
