import { Alert, Button, Stack, Text } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import type { BusBlockAnswer } from '@tripsetu/domain/bus-booking.ts';
import { BUS_BOOKING_MSG_DECIDED } from '@tripsetu/domain/bus-booking-api.ts';
import { markupError, markupPaiseOf } from '@tripsetu/domain/fare-summary.ts';
import { type GstForm, validateBookingGst } from '@tripsetu/domain/flight-booking.ts';
import type { PriceChange } from '@tripsetu/domain/flight-booking-api.ts';
import { MARKUP_MSG } from '@tripsetu/domain/markups.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { TextField } from '@tripsetu/ui/TextField';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { GstFields } from '../../../components/GstFields.tsx';
import { PriceChangedModal } from '../../../components/PriceChangedModal.tsx';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useMarkupPrefill } from '../../../lib/get-markups.ts';
import { createSubmissionKeys } from '../../../lib/wallet-rules.ts';
import { useBookBus } from '../api/bus-bookings.ts';

const NO_GST: GstForm = { gstHolder: '', gstNumber: '', gstEmail: '', gstAddress: '', gstPhone: '', gstCompany: '' };
const gstFieldId = (key: string) => `bus-${key.replaceAll('.', '-')}`;

/**
 * Booking the blocked seats (issue 22, decision 031): GST details as for flights, then Book and pay from the
 * wallet. A fare that moved since the block is asked about first; a refusal is shown with its reason; success
 * goes to Manage Bookings' Buses tab with the booking (§4).
 */
export function BusBookForm({
  block,
  contactEmail,
  onChooseAgain,
}: {
  block: BusBlockAnswer;
  contactEmail: string;
  onChooseAgain: () => void;
}) {
  const navigate = useNavigate();
  const book = useBookBus();
  const keys = useRef(createSubmissionKeys());
  const [accepted, setAccepted] = useState(block.price.totalPaise);
  const [gst, setGst] = useState<GstForm>(NO_GST);
  const [gstOpen, setGstOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [change, setChange] = useState<PriceChange | null>(null);
  const [failure, setFailure] = useState<{ message: string; expired: boolean } | null>(null);
  // The agency's markup for its customer's copy, in rupees as typed; prefilled from its Agent Markup.
  const [markup, setMarkup] = useState('');
  const agentMarkup = useMarkupPrefill(
    { product: 'BUS', carrier: null, travellers: block.price.seats.length, farePaise: accepted },
    markup,
    setMarkup,
  );

  // What the wallet pays: the fare less what the agency earns on it (with TDS), as the review showed it; a fare the
  // operator changed is booked at once after its question, so the button only ever names the reviewed one.
  const payable = block.earnings && accepted === block.price.totalPaise ? block.earnings.payPaise : accepted;

  const submit = (total = accepted) => {
    const given = gstOpen ? gst : NO_GST;
    const problems: Record<string, string> = Object.fromEntries(
      Object.entries(validateBookingGst(given)).map(([field, message]) => [`gst.${field}`, message]),
    );
    const markupPaise = markupPaiseOf(markup);
    const markupProblem = markupError(markupPaise);
    if (markupProblem) problems.markupPaise = markupProblem;
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      document.getElementById(gstFieldId(Object.keys(problems)[0] ?? ''))?.focus();
      return;
    }
    const body = { blockId: block.blockId, acceptedTotalPaise: total, gst: given, markupPaise };
    book.mutate(
      { body, key: keys.current.keyFor(body) },
      {
        onSuccess: (booking) =>
          navigate(ROUTES.busBookings, { state: { notice: BUS_BOOKING_MSG_DECIDED.booked, bookingId: booking.id } }),
        onError: (error) => {
          keys.current.done();
          if (error instanceof ApiFailure && error.kind === 'PRICE_CHANGED') {
            setChange({
              oldTotalPaise: Number(error.details.oldTotalPaise),
              newTotalPaise: Number(error.details.newTotalPaise),
              reason: error.details.reason ?? '',
            });
            return;
          }
          const fields = fieldErrors(error);
          setErrors(fields);
          setFailure({
            message: failureMessage(error, AGENT_MSG.oops),
            expired: error instanceof ApiFailure && error.message === BUS_BOOKING_MSG_DECIDED.blockExpired,
          });
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <GstFields
        gst={gst}
        open={gstOpen}
        errors={errors}
        idOf={gstFieldId}
        onToggle={setGstOpen}
        onChange={(patch) => setGst((current) => ({ ...current, ...patch }))}
      />
      <TextField
        id={gstFieldId('markupPaise')}
        label={t('flightBooking.markup.label')}
        description={
          agentMarkup.prefilled
            ? `${t('flightBooking.markup.hint')} ${MARKUP_MSG.prefilled}.`
            : t('flightBooking.markup.hint')
        }
        inputMode="decimal"
        autoComplete="off"
        maw={280}
        value={markup}
        onChange={agentMarkup.onMarkup}
        error={errors.markupPaise}
      />
      {failure && (
        <Alert color="red" role="alert" title={t('busBooking.failed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failure.message}</Text>
            {failure.expired && (
              <Button size="xs" variant="light" onClick={onChooseAgain}>
                {t('buses.review.chooseAgain')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('busBooking.payFrom', { email: contactEmail })}
      </Text>
      <Button size="md" onClick={() => submit()} loading={book.isPending}>
        {t('busBooking.book', { total: formatRupees(payable) })}
      </Button>
      <PriceChangedModal
        change={change}
        note={t('busBooking.priceNote')}
        onCancel={() => setChange(null)}
        onContinue={() => {
          const total = change?.newTotalPaise ?? accepted;
          setAccepted(total);
          setChange(null);
          submit(total);
        }}
      />
    </Stack>
  );
}
