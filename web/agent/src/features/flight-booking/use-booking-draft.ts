import { type ContactForm, type GstForm, lostSeatKey, type TravellerForm } from '@tripsetu/domain/flight-booking.ts';
import type { FlightQuote } from '@tripsetu/domain/flight-booking-api.ts';
import { validateJourneyExtras } from '@tripsetu/domain/flight-extras.ts';
import { useCallback, useMemo, useReducer } from 'react';
import {
  type BookingErrors,
  type BookingForm,
  initialBookingForm,
  replaceAt,
  toggled,
  withLegExtras,
} from './booking-form.ts';
import { segmentValue } from './components/SeatsAndMeals.tsx';
import { segmentKeyOf } from './server-errors.ts';

/** What the agent has typed and chosen on the review page, and what it says about it. */
export interface BookingDraft {
  form: BookingForm;
  errors: BookingErrors;
  gstOpen: boolean;
  /** The flight whose seat map and meals show: 'leg-segment'. */
  segment: string;
  /** Seats taken by someone else since the map was drawn ('leg|segment|seatNo'): shown taken. */
  lost: ReadonlySet<string>;
  /** Bumped when the first message (or the failure) should take the focus. */
  focusRequest: number;
}

type Extras = 'baggage' | 'services';
export type DraftAction =
  | { type: 'traveller'; index: number; patch: Partial<TravellerForm> }
  | { type: 'seat' | 'meal'; traveller: number; leg: number; segment: number; value: string }
  | { type: 'extra'; traveller: number; leg: number; kind: Extras; code: string; on: boolean }
  | { type: 'contact'; patch: Partial<ContactForm> }
  | { type: 'gst'; patch: Partial<GstForm> }
  | { type: 'gstOpen'; open: boolean; emptyGst: GstForm }
  | { type: 'markup'; value: string }
  | { type: 'terms'; value: boolean }
  | { type: 'segment'; value: string }
  | { type: 'showErrors'; errors: BookingErrors }
  | { type: 'seatsLost'; keys: string[]; fields: Record<string, string>; message: string }
  | { type: 'focus' };

function withoutErrors(errors: BookingErrors, keys: readonly string[]): BookingErrors {
  if (!keys.some((key) => key in errors)) return errors;
  const next = { ...errors };
  for (const key of keys) delete next[key];
  return next;
}

/** The segment of the first message on a seat or meal, so that its map shows. */
function segmentOf(keys: readonly string[]): string | null {
  const ref = keys.map(segmentKeyOf).find((found) => found !== null);
  return ref ? segmentValue({ legIndex: ref.leg, segmentIndex: ref.segment }) : null;
}

/** The review page's draft: each change clears the message of what it changed. */
export function bookingDraftReducer(draft: BookingDraft, action: DraftAction): BookingDraft {
  const { form, errors } = draft;
  switch (action.type) {
    case 'traveller': {
      const travellers = form.travellers.map((traveller, at) =>
        at === action.index ? { ...traveller, ...action.patch } : traveller,
      );
      const keys = Object.keys(action.patch).map((field) => `travellers.${action.index}.${field}`);
      return { ...draft, form: { ...form, travellers }, errors: withoutErrors(errors, keys) };
    }
    case 'seat':
    case 'meal': {
      const kind = action.type === 'seat' ? 'seats' : 'meals';
      const next = withLegExtras(form, action.traveller, action.leg, (extras) => ({
        ...extras,
        [kind]: replaceAt(extras[kind], action.segment, action.value),
      }));
      const key = `travellers.${action.traveller}.legs.${action.leg}.${kind}.${action.segment}`;
      return { ...draft, form: next, errors: withoutErrors(errors, [key]) };
    }
    case 'extra': {
      // Baggage and services are checked as they are ticked, so the 60 kg limit shows at once.
      const extras = form.travellers[action.traveller]?.legs[action.leg];
      if (!extras) return draft;
      const changed = { ...extras, [action.kind]: toggled(extras[action.kind], action.code, action.on) };
      const key = `travellers.${action.traveller}.legs.${action.leg}.${action.kind}`;
      const message = validateJourneyExtras(changed)[action.kind];
      return {
        ...draft,
        form: withLegExtras(form, action.traveller, action.leg, () => changed),
        errors: message ? { ...errors, [key]: message } : withoutErrors(errors, [key]),
      };
    }
    case 'contact':
      return {
        ...draft,
        form: { ...form, contact: { ...form.contact, ...action.patch } },
        errors: withoutErrors(
          errors,
          Object.keys(action.patch).map((field) => `contact.${field}`),
        ),
      };
    case 'gst':
      return {
        ...draft,
        form: { ...form, gst: { ...form.gst, ...action.patch } },
        errors: withoutErrors(
          errors,
          Object.keys(action.patch).map((field) => `gst.${field}`),
        ),
      };
    case 'gstOpen':
      // Closing the details removes them: nothing hidden is ever sent.
      if (action.open) return { ...draft, gstOpen: true };
      return {
        ...draft,
        gstOpen: false,
        form: { ...form, gst: { ...action.emptyGst } },
        errors: Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith('gst.'))),
      };
    case 'markup':
      return { ...draft, form: { ...form, markup: action.value }, errors: withoutErrors(errors, ['markupPaise']) };
    case 'terms':
      return {
        ...draft,
        form: { ...form, termsAccepted: action.value },
        errors: withoutErrors(errors, ['termsAccepted']),
      };
    case 'segment':
      return { ...draft, segment: action.value };
    case 'showErrors': {
      const keys = Object.keys(action.errors);
      return {
        ...draft,
        errors: action.errors,
        gstOpen: draft.gstOpen || keys.some((key) => key.startsWith('gst.')),
        segment: segmentOf(keys) ?? draft.segment,
        focusRequest: draft.focusRequest + 1,
      };
    }
    case 'seatsLost': {
      // The seat went to someone else since the map was drawn: mark it taken, free the traveller, redraw.
      const lost = new Set(draft.lost);
      let next = form;
      for (const key of action.keys) {
        const ref = segmentKeyOf(key);
        if (!ref) continue;
        const seatNo = form.travellers[ref.traveller]?.legs[ref.leg]?.seats[ref.segment] ?? '';
        if (seatNo) lost.add(lostSeatKey(ref.leg, ref.segment, seatNo));
        next = withLegExtras(next, ref.traveller, ref.leg, (extras) => ({
          ...extras,
          seats: replaceAt(extras.seats, ref.segment, ''),
        }));
      }
      return {
        ...draft,
        lost,
        form: next,
        errors: Object.fromEntries(action.keys.map((key) => [key, action.fields[key] ?? action.message])),
        segment: segmentOf(action.keys) ?? draft.segment,
      };
    }
    case 'focus':
      return { ...draft, focusRequest: draft.focusRequest + 1 };
  }
}

/** The draft of a quote's booking, and the changes the page's fields make to it. */
export function useBookingDraft(quote: FlightQuote) {
  const [draft, dispatch] = useReducer(bookingDraftReducer, quote, (first) => ({
    form: initialBookingForm(first),
    errors: {},
    gstOpen: false,
    segment: '0-0',
    lost: new Set<string>(),
    focusRequest: 0,
  }));
  const onTraveller = useCallback(
    (index: number, patch: Partial<TravellerForm>) => dispatch({ type: 'traveller', index, patch }),
    [],
  );
  const onSeat = useCallback(
    (traveller: number, leg: number, segment: number, value: string) =>
      dispatch({ type: 'seat', traveller, leg, segment, value }),
    [],
  );
  const onMeal = useCallback(
    (traveller: number, leg: number, segment: number, value: string) =>
      dispatch({ type: 'meal', traveller, leg, segment, value }),
    [],
  );
  const handlers = useMemo(
    () => ({
      onTraveller,
      onSeat,
      onMeal,
      onExtraToggle: (traveller: number, leg: number, kind: Extras, code: string, on: boolean) =>
        dispatch({ type: 'extra', traveller, leg, kind, code, on }),
      onContact: (patch: Partial<ContactForm>) => dispatch({ type: 'contact', patch }),
      onGst: (patch: Partial<GstForm>) => dispatch({ type: 'gst', patch }),
      onGstToggle: (open: boolean) => dispatch({ type: 'gstOpen', open, emptyGst: initialBookingForm(quote).gst }),
      onSegment: (value: string) => dispatch({ type: 'segment', value }),
      onMarkup: (value: string) => dispatch({ type: 'markup', value }),
      onTerms: (value: boolean) => dispatch({ type: 'terms', value }),
    }),
    [onTraveller, onSeat, onMeal, quote],
  );
  return { draft, dispatch, ...handlers };
}
