import type { Dictionary } from '../i18n.ts';

/** Hindi: the menu labels of this area so far; the rest of en/offline-requests.ts falls back to English. */
export const offlineRequests: Dictionary = {
  'offline.menu': 'ऑफ़लाइन अनुरोध',
  'offline.queueMenu': 'ऑफ़लाइन अनुरोध',
};
