import { Alert, Anchor, Button, Card, Stack, Text } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import type { PriceChange } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useCallback, useContext, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { SessionContext } from '../../../app/session-context.ts';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { PriceChangedModal } from '../../../components/PriceChangedModal.tsx';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useMarkupPrefill } from '../../../lib/get-markups.ts';
import { createSubmissionKeys } from '../../../lib/wallet-rules.ts';
import { useBookHotel } from '../api/book-hotel.ts';
import type { HotelDetailsRequest } from '../api/get-hotel-details.ts';
import { BookingContact } from './BookingContact.tsx';
import { BookingExtras } from './BookingExtras.tsx';
import { LeadGuestFields } from './LeadGuestFields.tsx';
import {
  bookedNotice,
  emptyReviewForm,
  firstRefused,
  type HotelReviewForm,
  hotelBookingBodyOf,
  type LeadGuestForm,
  reviewErrors,
  reviewFieldId,
} from './review-form.ts';

const focusField = (key: string) => document.getElementById(reviewFieldId(key))?.focus();

/**
 * The booking form (issue 23, decision 033): a lead guest per room, the contact, GST details, special requests and
 * the agency's markup, then Book and pay from the wallet. The server's checks run here first, so the messages are
 * its own; a rate that moved is asked about first; a refusal is shown with its reason; success lands on Manage
 * Bookings' Hotels tab with the booking (§4).
 */
export function HotelBookForm({
  request,
  rateId,
  ratePaise,
  payPaise,
  platformPaise = 0,
  roomsPath,
}: {
  /** The stay as searched, sent as it was asked. */
  request: HotelDetailsRequest;
  rateId: string;
  /** The rate's total for the stay as the page shows it. */
  ratePaise: number;
  /** What the wallet pays for it, less the agency's earnings (decision 034); null when it earns nothing. */
  payPaise: number | null;
  /** TripSetu's markup and its GST on the rate (decision 040): part of what the agency's customer pays. */
  platformPaise?: number;
  /** The hotel's page, to choose another room. */
  roomsPath: string;
}) {
  const navigate = useNavigate();
  const user = useContext(SessionContext)?.session?.user;
  const book = useBookHotel();
  const keys = useRef(createSubmissionKeys());
  const rooms = request.rooms;
  const [form, setForm] = useState<HotelReviewForm>(() =>
    emptyReviewForm(rooms.length, { email: user?.email ?? '', mobile: user?.mobile ?? '' }),
  );
  // The rate as shown, until the agent accepts a changed price.
  const [acceptedChange, setAcceptedChange] = useState<number | null>(null);
  const accepted = acceptedChange ?? ratePaise;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string; roomGone: boolean } | null>(null);
  const [change, setChange] = useState<PriceChange | null>(null);

  const set = (patch: Partial<HotelReviewForm>) => setForm((current) => ({ ...current, ...patch }));
  const setMarkup = useCallback((markup: string) => setForm((current) => ({ ...current, markup })), []);
  const agentMarkup = useMarkupPrefill(
    {
      product: 'HOTEL',
      carrier: null,
      travellers: rooms.reduce((sum, room) => sum + room.adults + room.childAges.length, 0),
      farePaise: accepted,
    },
    form.markup,
    setMarkup,
  );
  const setGuest = (index: number, patch: Partial<LeadGuestForm>) =>
    setForm((current) => ({
      ...current,
      guests: current.guests.map((guest, at) => (at === index ? { ...guest, ...patch } : guest)),
    }));

  const submit = (total = accepted) => {
    setFailure(null);
    const body = hotelBookingBodyOf(request, rateId, total, form);
    const problems = reviewErrors(body, rooms);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      const first = firstRefused(problems, rooms.length);
      if (first) focusField(first);
      else setFailure({ message: problems.guests ?? t('hotelReview.fixErrors'), roomGone: false });
      return;
    }
    book.mutate(
      { body, key: keys.current.keyFor(body) },
      {
        onSuccess: (booking) =>
          navigate(ROUTES.hotelBookings, { state: { notice: bookedNotice(booking), bookingId: booking.id } }),
        onError: (error) => {
          // A refusal changed nothing, so the next attempt is a new one; a lost or failed answer keeps its key.
          if (error instanceof ApiFailure && error.status >= 400 && error.status < 500) keys.current.done();
          if (error instanceof ApiFailure && error.kind === 'PRICE_CHANGED') {
            setChange({
              oldTotalPaise: Number(error.details.oldTotalPaise),
              newTotalPaise: Number(error.details.newTotalPaise),
              reason: error.details.reason ?? '',
            });
            return;
          }
          const fields = fieldErrors(error);
          if (error instanceof ApiFailure && error.status === 422 && Object.keys(fields).length > 0) {
            setErrors(fields);
            setFailure({ message: fields.guests ?? t('hotelReview.fixErrors'), roomGone: false });
            const first = firstRefused(fields, rooms.length);
            if (first) focusField(first);
            return;
          }
          setFailure({
            message: failureMessage(error, AGENT_MSG.oops),
            roomGone: error instanceof ApiFailure && error.kind === 'BOOKING_FAILED',
          });
        },
      },
    );
  };

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <DetailSection id="hotel-review-guests" title={t('hotelReview.guests.heading')}>
            <Text size="sm" c="dimmed" mb="sm">
              {t('hotelReview.guests.intro')}
            </Text>
            <Stack gap="sm">
              {form.guests.map((guest, index) => (
                <LeadGuestFields
                  // biome-ignore lint/suspicious/noArrayIndexKey: one lead guest per room asked for, in their order
                  key={index}
                  index={index}
                  room={rooms[index] ?? { adults: 0, childAges: [] }}
                  guest={guest}
                  errors={errors}
                  onChange={setGuest}
                />
              ))}
            </Stack>
          </DetailSection>
          <DetailSection id="hotel-review-contact" title={t('hotelReview.contact.title')}>
            <BookingContact
              form={form}
              errors={errors}
              onChange={set}
              onGst={(patch) => setForm((current) => ({ ...current, gst: { ...current.gst, ...patch } }))}
            />
          </DetailSection>
          <DetailSection id="hotel-review-extras" title={t('hotelReview.extras.title')}>
            <BookingExtras
              specialRequests={form.specialRequests}
              markup={form.markup}
              totalPaise={accepted + platformPaise}
              errors={errors}
              onRequests={(specialRequests) => set({ specialRequests })}
              onMarkup={agentMarkup.onMarkup}
              prefilled={agentMarkup.prefilled}
            />
          </DetailSection>
          <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="sm">
              {request.priceRisePercent > 0 && (
                <Text size="sm">{t('hotelReview.pay.priceRise', { percent: request.priceRisePercent })}</Text>
              )}
              {failure && (
                <Alert color="red" role="alert" title={t('hotelReview.failed')}>
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{failure.message}</Text>
                    {failure.roomGone && (
                      <Anchor component={Link} to={roomsPath} size="sm" fw={600}>
                        {t('hotelReview.chooseAnother')}
                      </Anchor>
                    )}
                  </Stack>
                </Alert>
              )}
              <Text size="sm" c="dimmed">
                {t('hotelReview.pay.fromWallet')}
              </Text>
              <Button
                type="submit"
                size="md"
                loading={book.isPending}
                disabled={book.isPending}
                classNames={{ root: 'hotel-review-pay', label: 'hotel-review-pay-label' }}
              >
                {t('hotelReview.pay.submit', {
                  total: formatRupees(payPaise !== null && acceptedChange === null ? payPaise : accepted),
                })}
              </Button>
            </Stack>
          </Card>
        </Stack>
      </form>
      <PriceChangedModal
        change={change}
        note={t('hotelReview.pay.priceNote')}
        onCancel={() => setChange(null)}
        onContinue={() => {
          const total = change?.newTotalPaise ?? accepted;
          setAcceptedChange(total);
          setChange(null);
          submit(total);
        }}
      />
    </>
  );
}
