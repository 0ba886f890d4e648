import type { FlightQuote } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { SeatChoiceText, SeatLegendText } from '@tripsetu/ui/SeatChoice';
import type { SeatMapText, SeatView } from '@tripsetu/ui/SeatMap';
import type { SeatShape, SeatState } from '@tripsetu/ui/seat-map.ts';
import { t } from '../../i18n/i18n.ts';

/** The seat map of one flight of a leg, if the quote has one. */
export function seatMapOf(quote: Pick<FlightQuote, 'seatMaps'>, legIndex: number, segmentIndex: number) {
  return quote.seatMaps.find((map) => map.legIndex === legIndex && map.segmentIndex === segmentIndex);
}

export function seatsOfSegment(quote: Pick<FlightQuote, 'seatMaps'>, legIndex: number, segmentIndex: number) {
  return seatMapOf(quote, legIndex, segmentIndex)?.rows.flatMap((row) => row.seats) ?? [];
}

/**
 * '14C, aisle, ₹350, extra legroom, exit row, available': the seat's name for screen readers. A chosen
 * seat shows its traveller's number, so the name says it too: 'selected for 1. Arjun Sharma'.
 */
export function seatLabel(seat: SeatShape, state: SeatState, holder = { name: '', number: 0 }): string {
  const parts = [
    seat.seatNo,
    t(`flightBooking.seat.position.${seat.position}`),
    seat.pricePaise === 0 ? t('flightBooking.seat.noCharge') : formatRupees(seat.pricePaise),
  ];
  if (seat.extraLegroom) parts.push(t('flightBooking.seat.extraLegroom'));
  if (seat.exitRow) parts.push(t('flightBooking.seat.exitRow'));
  if (state === 'mine') parts.push(t('flightBooking.seat.selectedFor', holder));
  else if (state === 'companion') parts.push(t('flightBooking.seat.chosenFor', holder));
  else parts.push(t(state === 'taken' ? 'flightBooking.seat.taken' : 'flightBooking.seat.available'));
  return parts.join(', ');
}

/** The seat map's words in the portal's language. */
export function seatMapText(): SeatMapText {
  return {
    hint: t('flightBooking.seat.mapHint'),
    front: t('flightBooking.seat.front'),
    exit: t('flightBooking.seat.exit'),
    mapLabel: (map) => t('flightBooking.seat.mapLabel', { flight: map.flight, from: map.origin, to: map.destination }),
    seatLabel: (seat: SeatShape, view: SeatView) =>
      seatLabel(seat, view.state, { name: view.holderName, number: view.holderNumber }),
  };
}

/** The seat key's words in the portal's language. */
export const SEAT_LEGEND_TEXT: SeatLegendText = {
  heading: t('flightBooking.seat.legend'),
  free: t('flightBooking.seat.legend.free'),
  extraLegroom: t('flightBooking.seat.legend.extraLegroom'),
  taken: t('flightBooking.seat.legend.taken'),
  mine: t('flightBooking.seat.legend.mine'),
  exit: t('flightBooking.seat.exit'),
  exitRow: t('flightBooking.seat.legend.exitRow'),
};

/** What a seat choice says: '1. Arjun Sharma: 14C · ₹350', or that it was cleared. */
export const SEAT_CHOICE_TEXT: SeatChoiceText = {
  cleared: () => t('flightBooking.seat.none'),
  chosen: (name, seat) =>
    `${name}: ${seat.seatNo} · ${seat.pricePaise === 0 ? t('flightBooking.seat.noCharge') : formatRupees(seat.pricePaise)}`,
};
