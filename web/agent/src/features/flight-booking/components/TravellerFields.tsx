import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import {
  dateOfBirthNeeded,
  GENDERS,
  PAX_TYPE_LABELS,
  SEAT_PREFERENCES,
  TITLES,
  type TravellerForm,
  type TripFacts,
} from '@tripsetu/domain/flight-booking.ts';
import type { ExtrasCatalogue } from '@tripsetu/domain/flight-booking-api.ts';
import { CheckboxField } from '@tripsetu/ui/CheckboxField';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { memo } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { type BookingErrors, type TravellerState, typicalBirthDate } from '../booking-form.ts';
import { fieldDomId } from '../server-errors.ts';
import { TypedDateField } from './TypedDateField.tsx';

export interface TravellerFieldsProps {
  traveller: TravellerState;
  index: number;
  trip: TripFacts;
  meals: ExtrasCatalogue['meals'];
  /** The infant on this adult's lap, by name. */
  infantName: string | null;
  errors: BookingErrors;
  onChange: (index: number, patch: Partial<TravellerForm>) => void;
}

/**
 * One traveller's §3 fields: title by type, names, gender, date of birth when the rules need it,
 * passport fields on international trips, frequent flyer number, meal and seat preference and special
 * assistance. Each field's id is the server's error key, so its messages land on it.
 */
export const TravellerFields = memo(function TravellerFields({
  traveller,
  index,
  trip,
  meals,
  infantName,
  errors,
  onChange,
}: TravellerFieldsProps) {
  const key = (field: keyof TravellerForm) => `travellers.${index}.${field}`;
  const idOf = (field: keyof TravellerForm) => fieldDomId(key(field));
  const errorOf = (field: keyof TravellerForm) => errors[key(field)];
  const set = (field: keyof TravellerForm) => (value: string) => onChange(index, { [field]: value });
  const headingId = `${idOf('title')}-heading`;
  const typeLabel = PAX_TYPE_LABELS[traveller.paxType];
  const select = t('flightBooking.traveller.select');
  return (
    <Card withBorder radius="md" p="md" component="fieldset" className="traveller-card" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb={4}>
        {t('flightBooking.traveller.heading', { number: index + 1, type: typeLabel })}
      </Title>
      {infantName && (
        <Text size="sm" c="dimmed" mb="xs">
          {t('flightBooking.traveller.withInfant', { name: infantName })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        <SelectField
          id={idOf('title')}
          label={t('flightBooking.traveller.title')}
          required
          placeholder={select}
          data={TITLES[traveller.paxType].map((title) => ({ value: title, label: title }))}
          value={traveller.title}
          onChange={set('title')}
          error={errorOf('title')}
        />
        <TextField
          id={idOf('firstName')}
          label={t('flightBooking.traveller.firstName')}
          required
          autoComplete="off"
          value={traveller.firstName}
          onChange={set('firstName')}
          error={errorOf('firstName')}
        />
        <TextField
          id={idOf('lastName')}
          label={t('flightBooking.traveller.lastName')}
          required
          autoComplete="off"
          value={traveller.lastName}
          onChange={set('lastName')}
          error={errorOf('lastName')}
        />
        <SelectField
          id={idOf('gender')}
          label={t('flightBooking.traveller.gender')}
          required
          placeholder={select}
          data={GENDERS.map((gender) => ({ value: gender, label: gender }))}
          value={traveller.gender}
          onChange={set('gender')}
          error={errorOf('gender')}
        />
        {dateOfBirthNeeded(traveller.paxType, trip) && (
          <TypedDateField
            id={idOf('dateOfBirth')}
            label={t('flightBooking.traveller.dateOfBirth')}
            required
            value={traveller.dateOfBirth}
            onChange={set('dateOfBirth')}
            defaultDate={typicalBirthDate(traveller.paxType, trip)}
            error={errorOf('dateOfBirth')}
          />
        )}
        <TextField
          id={idOf('frequentFlyerNumber')}
          label={t('flightBooking.traveller.frequentFlyerNumber')}
          autoComplete="off"
          value={traveller.frequentFlyerNumber}
          onChange={(value) => onChange(index, { frequentFlyerNumber: value.toUpperCase() })}
          error={errorOf('frequentFlyerNumber')}
        />
      </SimpleGrid>
      {trip.international && (
        <>
          <Text fw={600} size="sm" mt="md" mb={4}>
            {t('flightBooking.traveller.passport')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
            <TextField
              id={idOf('passportNumber')}
              label={t('flightBooking.traveller.passportNumber')}
              required
              autoComplete="off"
              value={traveller.passportNumber}
              onChange={(value) => onChange(index, { passportNumber: value.toUpperCase() })}
              error={errorOf('passportNumber')}
            />
            <TypedDateField
              id={idOf('passportIssueDate')}
              label={t('flightBooking.traveller.passportIssueDate')}
              required
              value={traveller.passportIssueDate}
              onChange={set('passportIssueDate')}
              error={errorOf('passportIssueDate')}
            />
            <TypedDateField
              id={idOf('passportExpiryDate')}
              label={t('flightBooking.traveller.passportExpiryDate')}
              required
              value={traveller.passportExpiryDate}
              onChange={set('passportExpiryDate')}
              error={errorOf('passportExpiryDate')}
            />
            <TextField
              id={idOf('passportPlaceOfIssue')}
              label={t('flightBooking.traveller.passportPlaceOfIssue')}
              required
              autoComplete="off"
              value={traveller.passportPlaceOfIssue}
              onChange={set('passportPlaceOfIssue')}
              error={errorOf('passportPlaceOfIssue')}
            />
            <TextField
              id={idOf('passportCountryCode')}
              label={t('flightBooking.traveller.passportCountryCode')}
              description={t('flightBooking.traveller.passportCountryHint')}
              required
              autoComplete="off"
              maxLength={2}
              value={traveller.passportCountryCode}
              onChange={(value) => onChange(index, { passportCountryCode: value.toUpperCase() })}
              error={errorOf('passportCountryCode')}
            />
          </SimpleGrid>
        </>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm" mt="sm">
        <SelectField
          id={idOf('mealPreference')}
          label={t('flightBooking.traveller.mealPreference')}
          data={[
            { value: '', label: t('flightBooking.traveller.noPreference') },
            ...meals
              .filter((meal) => !meal.childOnly || traveller.paxType !== 'ADT')
              .map((meal) => ({ value: meal.code, label: meal.label })),
          ]}
          value={traveller.mealPreference}
          onChange={set('mealPreference')}
          error={errorOf('mealPreference')}
        />
        {traveller.paxType !== 'INF' && (
          <SelectField
            id={idOf('seatPreference')}
            label={t('flightBooking.traveller.seatPreference')}
            data={SEAT_PREFERENCES.map((preference) => ({
              value: preference,
              label: preference === '' ? t('flightBooking.traveller.noPreference') : preference,
            }))}
            value={traveller.seatPreference}
            onChange={set('seatPreference')}
            error={errorOf('seatPreference')}
          />
        )}
        <CheckboxField
          id={fieldDomId(`travellers.${index}.specialAssistance`)}
          label={t('flightBooking.traveller.specialAssistance')}
          value={traveller.specialAssistance}
          onChange={(value) => onChange(index, { specialAssistance: value })}
          className="traveller-assistance"
        />
      </SimpleGrid>
    </Card>
  );
});
