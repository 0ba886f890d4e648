import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import type { OfflineRequestRow } from '@tripsetu/domain/offline-requests.ts';
import { t } from '../../../i18n/i18n.ts';

/** 'DEL → BOM · 12 Jan, 2027' or 'DEL ⇄ BOM · 12 Jan, 2027 – 16 Jan, 2027'. */
export function tripText(request: Pick<OfflineRequestRow, 'from' | 'to' | 'tripType' | 'departDate' | 'returnDate'>) {
  const arrow = request.tripType === 'ROUND_TRIP' ? '⇄' : '→';
  const dates = request.returnDate
    ? `${formatDisplayDate(request.departDate)} – ${formatDisplayDate(request.returnDate)}`
    : formatDisplayDate(request.departDate);
  return `${request.from} ${arrow} ${request.to} · ${dates}`;
}

export const paxText = (request: Pick<OfflineRequestRow, 'adults' | 'children' | 'infants'>) =>
  t('offline.pax', { adults: request.adults, children: request.children, infants: request.infants });
