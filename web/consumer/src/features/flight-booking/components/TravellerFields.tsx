import { Card, NativeSelect, SimpleGrid, TextInput, Title } from '@mantine/core';
import { PAX_TYPE_LABELS } from '@tripsetu/domain/flight-booking.ts';
import { PASSENGER_TYPES } from '@tripsetu/domain/gateway-flight-booking.ts';
import type { ReactNode } from 'react';
import { needsDob, type TravellerDraft, titlesFor } from '../booking-form.ts';

/** One traveller's names, title, date of birth and passport (abroad), with their add-ons below. */
export function TravellerFields({
  index,
  traveller,
  international,
  errors,
  onChange,
  children,
}: {
  index: number;
  traveller: TravellerDraft;
  international: boolean;
  errors: Record<string, string>;
  onChange: (change: Partial<TravellerDraft>) => void;
  /** The traveller's add-ons, under the traveller's own fields. */
  children?: ReactNode;
}) {
  const heading = `Traveller ${index + 1}: ${PAX_TYPE_LABELS[PASSENGER_TYPES[traveller.type]]}`;
  const text = (name: keyof TravellerDraft, label: string, props: { type?: string; autoComplete?: string } = {}) => (
    <TextInput
      label={label}
      required
      {...props}
      value={traveller[name] as string}
      error={errors[name]}
      onChange={(event) => onChange({ [name]: event.currentTarget.value })}
    />
  );
  return (
    <Card withBorder radius="md" component="fieldset" className="booking-fieldset" aria-label={heading}>
      <Title order={2} size="h4" mb="sm" component="legend">
        {heading}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label="Title"
          required
          value={traveller.title}
          error={errors.title}
          data={[{ value: '', label: 'Select' }, ...titlesFor(traveller.type)]}
          onChange={(event) => onChange({ title: event.currentTarget.value })}
        />
        <NativeSelect
          label="Gender"
          required
          value={traveller.gender}
          error={errors.gender}
          data={[{ value: '', label: 'Select' }, 'Male', 'Female', 'Others']}
          onChange={(event) => onChange({ gender: event.currentTarget.value })}
        />
        {text('first_name', 'First name', { autoComplete: index === 0 ? 'given-name' : 'off' })}
        {text('last_name', 'Last name', { autoComplete: index === 0 ? 'family-name' : 'off' })}
        {needsDob(traveller.type, international) && text('dob', 'Date of birth', { type: 'date' })}
        {international && (
          <>
            {text('passport_number', 'Passport number')}
            {text('passport_country', 'Passport country (e.g. IN)')}
            {text('passport_issue_date', 'Passport issue date', { type: 'date' })}
            {text('passport_expiry_date', 'Passport expiry date', { type: 'date' })}
            {text('passport_place_of_issue', 'Place of issue')}
          </>
        )}
      </SimpleGrid>
      {children}
    </Card>
  );
}
