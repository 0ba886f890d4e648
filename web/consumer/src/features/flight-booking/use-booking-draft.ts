import { lostSeatKey } from '@tripsetu/domain/flight-booking.ts';
import type { GatewayFareQuote } from '@tripsetu/domain/gateway-flight-booking.ts';
import { useReducer } from 'react';
import {
  type BookingFieldErrors,
  type ContactDraft,
  EMPTY_GST,
  emptyTravellers,
  type GstDraft,
  type LegDraft,
  seatsLost,
  type TravellerDraft,
} from './booking-form.ts';

export const NO_ERRORS: BookingFieldErrors = { travellers: {}, fields: {}, general: [] };

/** What the traveller has typed and chosen on /flight/book, and what it says about it. */
export interface BookingDraft {
  travellers: TravellerDraft[];
  /** Seats someone else took meanwhile ('leg|segment|seatNo'): shown taken. */
  lostSeats: ReadonlySet<string>;
  gstOpen: boolean;
  gst: GstDraft;
  contact: ContactDraft;
  terms: boolean;
  errors: BookingFieldErrors;
}

export type DraftAction =
  | { type: 'traveller'; index: number; change: Partial<TravellerDraft> }
  | { type: 'leg'; index: number; legIndex: number; change: Partial<LegDraft> }
  | { type: 'seat'; index: number; legIndex: number; segmentIndex: number; seatNo: string }
  | { type: 'contact'; name: keyof ContactDraft; value: string; field: string }
  | { type: 'gst'; name: keyof GstDraft; value: string }
  | { type: 'gstOpen'; open: boolean }
  | { type: 'terms'; value: boolean }
  | { type: 'errors'; errors: BookingFieldErrors }
  /** The server refused: its messages shown, and a seat taken meanwhile freed for its traveller. */
  | { type: 'refused'; errors: BookingFieldErrors };

const withoutField = (errors: BookingFieldErrors, name: string): BookingFieldErrors => {
  const fields = { ...errors.fields };
  delete fields[name];
  return { ...errors, fields };
};

function changeLeg(draft: BookingDraft, index: number, legIndex: number, change: Partial<LegDraft>): BookingDraft {
  const travellers = draft.travellers.map((traveller, i) =>
    i === index
      ? { ...traveller, legs: traveller.legs.map((leg, l) => (l === legIndex ? { ...leg, ...change } : leg)) }
      : traveller,
  );
  const mine = { ...draft.errors.travellers[index] };
  for (const name of Object.keys(mine)) if (name.startsWith(`legs.${legIndex}.`)) delete mine[name];
  return {
    ...draft,
    travellers,
    errors: { ...draft.errors, travellers: { ...draft.errors.travellers, [index]: mine } },
  };
}

/** The booking form's draft: a field's error goes as soon as the traveller changes that field. */
export function bookingDraftReducer(draft: BookingDraft, action: DraftAction): BookingDraft {
  switch (action.type) {
    case 'traveller': {
      const travellers = draft.travellers.map((traveller, i) =>
        i === action.index ? { ...traveller, ...action.change } : traveller,
      );
      const mine = { ...draft.errors.travellers[action.index] };
      for (const name of Object.keys(action.change)) delete mine[name];
      const errors = { ...draft.errors, travellers: { ...draft.errors.travellers, [action.index]: mine } };
      return { ...draft, travellers, errors };
    }
    case 'leg':
      return changeLeg(draft, action.index, action.legIndex, action.change);
    case 'seat': {
      const seats = draft.travellers[action.index]?.legs[action.legIndex]?.seats ?? [];
      const change = { seats: seats.map((seat, s) => (s === action.segmentIndex ? action.seatNo : seat)) };
      return changeLeg(draft, action.index, action.legIndex, change);
    }
    case 'contact':
      return {
        ...draft,
        contact: { ...draft.contact, [action.name]: action.value },
        errors: withoutField(draft.errors, action.field),
      };
    case 'gst':
      return {
        ...draft,
        gst: { ...draft.gst, [action.name]: action.value },
        errors: withoutField(draft.errors, action.name),
      };
    case 'gstOpen':
      return { ...draft, gstOpen: action.open };
    case 'terms':
      return { ...draft, terms: action.value, errors: withoutField(draft.errors, 'termsaccepted') };
    case 'errors':
      return { ...draft, errors: action.errors };
    case 'refused': {
      const lost = seatsLost(action.errors, draft.travellers);
      if (lost.length === 0) return { ...draft, errors: action.errors };
      return {
        ...draft,
        errors: action.errors,
        lostSeats: new Set([...draft.lostSeats, ...lost]),
        travellers: draft.travellers.map((traveller) => ({
          ...traveller,
          legs: traveller.legs.map((leg, l) => ({
            ...leg,
            seats: leg.seats.map((seat, s) => (lost.includes(lostSeatKey(l, s, seat)) ? '' : seat)),
          })),
        })),
      };
    }
  }
}

/** The draft of a quote's booking; the GST details are sent only while they are open. */
export function useBookingDraft(quote: GatewayFareQuote) {
  const [draft, dispatch] = useReducer(bookingDraftReducer, quote, (first) => ({
    travellers: emptyTravellers(
      first,
      first.legs.map((leg) => leg.flightlegs.length),
    ),
    lostSeats: new Set<string>(),
    gstOpen: false,
    gst: EMPTY_GST,
    contact: { email: '', countrycode: '+91', mobile: '', altemail: '' },
    terms: false,
    errors: NO_ERRORS,
  }));
  return { draft, dispatch, gstSent: draft.gstOpen ? draft.gst : EMPTY_GST };
}
