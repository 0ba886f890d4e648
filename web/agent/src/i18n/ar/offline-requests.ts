import type { Dictionary } from '../i18n.ts';

/** Arabic: the menu labels of this area so far; the rest of en/offline-requests.ts falls back to English. */
export const offlineRequests: Dictionary = {
  'offline.menu': 'الطلبات غير المباشرة',
  'offline.queueMenu': 'الطلبات غير المباشرة',
};
