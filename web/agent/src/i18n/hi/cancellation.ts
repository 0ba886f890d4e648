import type { Dictionary } from '../i18n.ts';

/**
 * Hindi: the menu label and the flight booking page’s button of this area so far; the rest of en/cancellation.ts
 * falls back to English.
 */
export const cancellation: Dictionary = {
  'cancellation.open': 'बुकिंग रद्द करें',
  'cancellationRequest.menu': 'रद्दीकरण अनुरोध',
};
