import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { markupPaiseOf } from '@tripsetu/domain/fare-summary.ts';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import {
  HOTEL_OPTIONS_NOTE_MAX,
  type HotelOptionsErrors,
  validateHotelOptions,
} from '@tripsetu/domain/hotel-options.ts';
import type { HotelSummary } from '@tripsetu/domain/hotel-results.ts';
import type { HotelSearchBody } from '@tripsetu/domain/hotel-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useId, useState } from 'react';
import { RecipientField } from '../../../../components/RecipientField.tsx';
import { t } from '../../../../i18n/i18n.ts';
import { ApiFailure, failureMessage, fieldErrors } from '../../../../lib/api.ts';
import { useEmailHotelOptions } from '../../api/email-hotel-options.ts';

export interface EmailOptionsModalProps {
  /** The shortlisted hotels of the answer, in the order shown. */
  hotels: readonly HotelSummary[];
  search: HotelSearchBody;
  onClose: () => void;
}

const FIELDS = ['to', 'hotelIds', 'markupPaise', 'note'] as const;

/** The server's refusals that belong to a field here; any other (the stay's own) is said above the buttons. */
function refusalsOf(error: unknown): { fields: HotelOptionsErrors; other: string | undefined } {
  const all = fieldErrors(error);
  const fields: HotelOptionsErrors = {};
  for (const field of FIELDS) if (all[field]) fields[field] = all[field];
  const other = Object.entries(all).find(([field]) => !(FIELDS as readonly string[]).includes(field))?.[1];
  return { fields, other };
}

/**
 * §1 e-mail of options: the shortlisted hotels to a customer, with the agency's markup per booking spread into
 * the prices and an optional note; 'Email Sent Successfully', each refusal under its field, or 'Failed to send
 * Email' with a retry.
 */
export function EmailOptionsModal({ hotels, search, onClose }: EmailOptionsModalProps) {
  const [to, setTo] = useState('');
  const [markup, setMarkup] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<HotelOptionsErrors>({});
  const listId = useId();
  const email = useEmailHotelOptions();
  const sent = email.isSuccess;
  const refused = email.isError ? refusalsOf(email.error) : { fields: {}, other: undefined };
  const fieldRefused = Object.keys(refused.fields).length > 0;
  const failed = email.isError && !fieldRefused;
  const failedText =
    email.error instanceof ApiFailure && email.error.status >= 500
      ? BOOKING_MSG.emailFailed
      : (refused.other ?? failureMessage(email.error, AGENT_MSG.oops));

  const edited = () => {
    if (email.isSuccess || email.isError) email.reset();
  };
  const send = () => {
    const body = {
      to: to.trim(),
      stay: search,
      hotelIds: hotels.map((hotel) => hotel.id),
      markupPaise: markupPaiseOf(markup),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const problems = validateHotelOptions(body);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    email.mutate(body, { onError: (error) => setErrors(refusalsOf(error).fields) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <AppModal opened onClose={onClose} title={t('hotels.email.title')} showFooter={false}>
      <form onSubmit={submit} noValidate aria-label={t('hotels.email.title')}>
        <Stack gap="md">
          <RecipientField
            label={t('hotels.email.to')}
            value={to}
            error={errors.to}
            onChange={setTo}
            onEdit={() => {
              setErrors({ ...errors, to: undefined });
              edited();
            }}
          />
          <TextField
            label={t('hotels.email.markup')}
            description={t('hotels.email.markupHint')}
            inputMode="decimal"
            autoComplete="off"
            value={markup}
            onChange={(value) => {
              setMarkup(value);
              setErrors({ ...errors, markupPaise: undefined });
              edited();
            }}
            error={errors.markupPaise}
          />
          <Textarea
            label={t('hotels.email.note')}
            description={t('hotels.email.noteHint', { max: HOTEL_OPTIONS_NOTE_MAX })}
            autosize
            minRows={2}
            maxRows={6}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setErrors({ ...errors, note: undefined });
              edited();
            }}
            error={errors.note}
          />
          <div>
            <Text size="sm" fw={600} id={listId}>
              {t('hotels.email.hotels', { count: hotels.length })}
            </Text>
            <ul className="hotel-email-list" aria-labelledby={listId}>
              {hotels.map((hotel) => (
                <li key={hotel.id}>
                  <span className="hotel-email-name">{hotel.name}</span>
                  <Text span size="xs" c="dimmed" className="money">
                    {t('hotels.email.hotelPrice', {
                      perNight: formatRupees(hotel.offer.perNightPaise),
                      total: formatRupees(hotel.offer.totalPaise),
                    })}
                  </Text>
                </li>
              ))}
            </ul>
            {errors.hotelIds && (
              <Text size="sm" c="red.8" role="alert">
                {errors.hotelIds}
              </Text>
            )}
          </div>
          {sent && (
            <Alert color="green" role="status">
              {BOOKING_MSG.emailSent}
            </Alert>
          )}
          {failed && (
            <Alert color="red" role="alert">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{failedText}</Text>
                <Button size="xs" variant="default" onClick={send} loading={email.isPending}>
                  {t('hotels.email.retry')}
                </Button>
              </Group>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {sent ? t('hotels.email.done') : t('hotels.email.cancel')}
            </Button>
            {!sent && (
              <Button type="submit" loading={email.isPending && !failed}>
                {t('hotels.email.send')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
