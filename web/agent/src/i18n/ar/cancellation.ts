import type { Dictionary } from '../i18n.ts';

/**
 * Arabic: the menu label and the flight booking page’s button of this area so far; the rest of en/cancellation.ts
 * falls back to English.
 */
export const cancellation: Dictionary = {
  'cancellation.open': 'إلغاء الحجز',
  'cancellationRequest.menu': 'طلبات الإلغاء',
};
