import type { Dictionary } from '../i18n.ts';

/** Arabic text of the portal: Visas (mirrors en/visas.ts). */
export const visas: Dictionary = {
  'visas.menu': 'التأشيرة',
  'visas.adminTypesMenu': 'أنواع التأشيرات',
  'visas.adminApplicationsMenu': 'طلبات التأشيرة',
};
