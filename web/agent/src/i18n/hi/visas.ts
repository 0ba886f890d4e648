import type { Dictionary } from '../i18n.ts';

/** Hindi text of the portal: Visas (mirrors en/visas.ts). */
export const visas: Dictionary = {
  'visas.menu': 'वीज़ा',
  'visas.adminTypesMenu': 'वीज़ा के प्रकार',
  'visas.adminApplicationsMenu': 'वीज़ा आवेदन',
};
