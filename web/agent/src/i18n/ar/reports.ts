import type { Dictionary } from '../i18n.ts';

/** Arabic text of the portal: reports (mirrors en/reports.ts, its menu label). */
export const reports: Dictionary = {
  'reports.menu': 'التقارير',
};
