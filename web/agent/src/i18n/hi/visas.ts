import type { Dictionary } from '../i18n.ts';

/** Hindi: the menu labels of this area so far; the rest of en/visas.ts falls back to English. */
export const visas: Dictionary = {
  'visas.menu': 'वीज़ा',
  'visas.adminTypesMenu': 'वीज़ा के प्रकार',
  'visas.adminApplicationsMenu': 'वीज़ा आवेदन',
};
