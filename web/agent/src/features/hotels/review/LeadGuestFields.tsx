import { NativeSelect, Text, TextInput } from '@mantine/core';
import { HOTEL_GUEST_TITLES } from '@tripsetu/domain/hotel-booking-api.ts';
import type { RoomRequest } from '@tripsetu/domain/hotel-search.ts';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { type LeadGuestForm, reviewFieldId, roomGuestsText } from './review-form.ts';

/** A visible label that names its room for screen readers too: 'Room 2 lead guest: First name'. */
const labelOf = (legend: string, text: string): ReactNode => (
  <>
    <span className="visually-hidden">{legend}: </span>
    {text}
  </>
);

/** One room's lead guest: title, first and last name, each refusal under its field. */
export function LeadGuestFields({
  index,
  room,
  guest,
  errors,
  onChange,
}: {
  index: number;
  room: RoomRequest;
  guest: LeadGuestForm;
  errors: Record<string, string>;
  onChange: (index: number, patch: Partial<LeadGuestForm>) => void;
}) {
  const key = (field: keyof LeadGuestForm) => `guests.${index}.${field}`;
  const legend = t('hotelReview.guests.legend', { n: index + 1 });
  return (
    <fieldset className="hotel-review-guest">
      <legend>{legend}</legend>
      <Text size="xs" c="dimmed" mb={6}>
        {roomGuestsText(room)}
      </Text>
      <div className="hotel-review-guest-grid">
        <NativeSelect
          id={reviewFieldId(key('title'))}
          label={labelOf(legend, t('hotelReview.guests.titleLabel'))}
          data={[
            { value: '', label: t('hotelReview.guests.select'), disabled: true },
            ...HOTEL_GUEST_TITLES.map((title) => ({ value: title, label: title })),
          ]}
          value={guest.title}
          onChange={(event) => onChange(index, { title: event.currentTarget.value })}
          error={errors[key('title')]}
          withAsterisk
          aria-required
        />
        <TextInput
          id={reviewFieldId(key('firstName'))}
          label={labelOf(legend, t('hotelReview.guests.firstName'))}
          autoComplete="off"
          value={guest.firstName}
          onChange={(event) => onChange(index, { firstName: event.currentTarget.value })}
          error={errors[key('firstName')]}
          withAsterisk
          aria-required
        />
        <TextInput
          id={reviewFieldId(key('lastName'))}
          label={labelOf(legend, t('hotelReview.guests.lastName'))}
          autoComplete="off"
          value={guest.lastName}
          onChange={(event) => onChange(index, { lastName: event.currentTarget.value })}
          error={errors[key('lastName')]}
          withAsterisk
          aria-required
        />
      </div>
    </fieldset>
  );
}
