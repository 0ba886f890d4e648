import { useQueryClient } from '@tanstack/react-query';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { BOOKING_MSG_DECIDED, type TripFacts } from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking, FlightQuote, PriceChange } from '@tripsetu/domain/flight-booking-api.ts';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { type Dispatch, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { t } from '../../i18n/i18n.ts';
import { WALLET_KEY } from '../../lib/get-balance.ts';
import type { ReviewState } from '../../lib/review-url.ts';
import { createSubmissionKeys } from '../../lib/wallet-rules.ts';
import { useBookFlight } from './api/book-flight.ts';
import { flightBookingKey } from './api/get-flight-booking.ts';
import { FLIGHT_BOOKINGS_KEY } from './api/quote-flight.ts';
import { bookingBodyOf, validateBookingForm } from './booking-form.ts';
import type { BookingFailureView } from './components/BookingActions.tsx';
import { bookingFailureOf, focusFirstError, isShownOnField, segmentKeyOf } from './server-errors.ts';
import type { BookingDraft, DraftAction } from './use-booking-draft.ts';

/** A price the agent must accept first, and the action to repeat once it is (null: none). */
export interface PricePrompt {
  change: PriceChange;
  resubmit: 'BOOK' | 'HOLD' | null;
}

type Action = 'BOOK' | 'HOLD';

/**
 * Booking from the review page: the draft checked, sent once per submission key, and each refusal
 * shown where it belongs — a new price asked about, a duplicate confirmed, messages on their fields, a
 * seat taken since the map was drawn marked and freed, the failure focused.
 */
export function useBookingSubmit(input: {
  review: ReviewState;
  quote: FlightQuote;
  trip: TripFacts;
  draft: BookingDraft;
  dispatch: Dispatch<DraftAction>;
  refetch: () => void;
}) {
  const { review, quote, trip, draft, dispatch, refetch } = input;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const book = useBookFlight();
  const confirm = useConfirm();
  const keys = useRef(createSubmissionKeys());
  // The fare total the agent agreed to: the quote's, or a new price accepted in the prompt.
  const [accepted, setAccepted] = useState<number | null>(quote.priceChange ? null : quote.fareTotalPaise);
  const [prompt, setPrompt] = useState<PricePrompt | null>(
    quote.priceChange ? { change: quote.priceChange, resubmit: null } : null,
  );
  const [failure, setFailure] = useState<BookingFailureView | null>(null);
  const [pendingAction, setPendingAction] = useState<Action | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const errorsRef = useRef(draft.errors);
  errorsRef.current = draft.errors;

  // A quote asked again (after a failed booking) at a price other than the one accepted asks again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new quote is the trigger, not the prompt or the price accepted
  useEffect(() => {
    if (accepted !== null && quote.fareTotalPaise !== accepted) {
      setPrompt({
        change: {
          oldTotalPaise: accepted,
          newTotalPaise: quote.fareTotalPaise,
          reason: quote.priceChange?.reason ?? '',
        },
        resubmit: null,
      });
    }
  }, [quote.quotedAt]);

  useEffect(() => {
    if (draft.focusRequest === 0) return;
    if (!focusFirstError(Object.keys(errorsRef.current))) failureRef.current?.focus();
  }, [draft.focusRequest]);

  const onBooked = (booking: FlightBooking) => {
    queryClient.setQueryData(flightBookingKey(booking.id), booking);
    void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    void queryClient.invalidateQueries({ queryKey: [...FLIGHT_BOOKINGS_KEY, 'hold-queue'] });
    // §4: booking success goes to the ticket page; Back then returns to the results, not to a spent review.
    navigate(ROUTES.flightBooking(booking.id), { replace: true });
  };

  /** Shows a refusal; true when the agent chose to book again despite a duplicate. */
  async function showRefusal(error: unknown, action: Action): Promise<boolean> {
    const outcome = bookingFailureOf(error);
    // A refusal changed nothing: the next submission is a new one. A lost answer keeps its key for a retry.
    if (outcome.kind !== 'other') keys.current.done();
    if (outcome.kind === 'priceChanged') {
      setPrompt({ change: outcome.change, resubmit: action });
    } else if (outcome.kind === 'duplicate') {
      // Named before a second booking is made: book again only if the agent means it.
      return confirm({
        title: t('flightBooking.duplicate.title'),
        message: outcome.message,
        yesLabel: action === 'HOLD' ? t('flightBooking.duplicate.holdAgain') : t('flightBooking.duplicate.bookAgain'),
        noLabel: t('flightBooking.duplicate.cancel'),
      });
    } else if (outcome.kind === 'invalid') {
      const notOnFields = Object.entries(outcome.fields)
        .filter(([key]) => !isShownOnField(key))
        .map(([, message]) => message);
      setFailure({ kind: 'invalid', message: AGENT_MSG.validationError, notOnFields });
      dispatch({ type: 'showErrors', errors: outcome.fields });
    } else if (outcome.kind === 'failed') {
      const seatKeys = Object.keys(outcome.fields).filter((key) => segmentKeyOf(key)?.kind === 'seats');
      if (seatKeys.length > 0) {
        dispatch({ type: 'seatsLost', keys: seatKeys, fields: outcome.fields, message: outcome.message });
        refetch();
      }
      setFailure({
        kind: 'failed',
        title: outcome.title,
        message: outcome.message,
        notOnFields: [],
        lowBalance: outcome.message === BOOKING_MSG_DECIDED.insufficientBalance,
      });
      dispatch({ type: 'focus' });
    } else {
      setFailure({ kind: 'other', message: outcome.message, notOnFields: [] });
      dispatch({ type: 'focus' });
    }
    return false;
  }

  const submit = async (action: Action, acceptedTotal: number | null = accepted, confirmDuplicate = false) => {
    if (acceptedTotal === null || book.isPending) return;
    setFailure(null);
    const found = validateBookingForm(draft.form, quote, trip);
    if (Object.keys(found).length > 0) {
      setFailure({ kind: 'invalid', message: AGENT_MSG.validationError, notOnFields: [] });
      dispatch({ type: 'showErrors', errors: found });
      return;
    }
    const body = bookingBodyOf(review, draft.form, acceptedTotal, action, confirmDuplicate);
    setPendingAction(action);
    let bookAgain = false;
    try {
      onBooked(await book.mutateAsync({ body, key: keys.current.keyFor(body) }));
      keys.current.done();
    } catch (error) {
      bookAgain = await showRefusal(error, action);
    } finally {
      setPendingAction(null);
    }
    if (bookAgain) void submit(action, acceptedTotal, true);
  };

  const onPriceContinue = () => {
    if (!prompt) return;
    const total = prompt.change.newTotalPaise;
    setAccepted(total);
    setPrompt(null);
    if (prompt.resubmit) {
      refetch();
      void submit(prompt.resubmit, total);
    }
  };

  return { submit, accepted, prompt, failure, failureRef, pendingAction, onPriceContinue };
}
