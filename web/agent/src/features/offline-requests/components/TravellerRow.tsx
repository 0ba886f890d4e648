import { SimpleGrid, Title } from '@mantine/core';
import { GENDERS, TITLES, type TravellerForm } from '@tripsetu/domain/flight-booking.ts';
import { DateField } from '@tripsetu/ui/DateField';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { t } from '../../../i18n/i18n.ts';

type Field = keyof TravellerForm;

/** One traveller of an accepted quote: the booking form's fields that the quote needs, each labelled. */
export function TravellerRow({
  index,
  heading,
  traveller,
  errors,
  onChange,
  birthDate,
  passport,
}: {
  index: number;
  heading: string;
  traveller: TravellerForm;
  errors: Partial<Record<Field, string>>;
  onChange: (field: Field, value: string) => void;
  birthDate: boolean;
  passport: boolean;
}) {
  const id = `offline-traveller-${index}`;
  const text = (field: Field, label: string, extra: { maxLength?: number; autoCapitalize?: string } = {}) => (
    <TextField
      label={label}
      required
      value={String(traveller[field] ?? '')}
      onChange={(value) => onChange(field, value)}
      error={errors[field]}
      autoComplete="off"
      {...extra}
    />
  );
  const date = (field: Field, label: string) => (
    <DateField
      label={label}
      required
      value={String(traveller[field] ?? '') || null}
      onChange={(value) => onChange(field, value ?? '')}
      error={errors[field]}
    />
  );
  return (
    <fieldset className="offline-fieldset" aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {heading}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <SelectField
          label={t('offline.title')}
          required
          value={traveller.title}
          onChange={(value) => onChange('title', value)}
          placeholder={t('offline.choose')}
          data={TITLES[traveller.paxType].map((value) => ({ value, label: value }))}
          error={errors.title}
        />
        {text('firstName', t('offline.firstName'), { maxLength: 40 })}
        {text('lastName', t('offline.lastName'), { maxLength: 40 })}
        <SelectField
          label={t('offline.gender')}
          required
          value={traveller.gender}
          onChange={(value) => onChange('gender', value)}
          placeholder={t('offline.choose')}
          data={GENDERS.map((value) => ({ value, label: value }))}
          error={errors.gender}
        />
        {birthDate && date('dateOfBirth', t('offline.dateOfBirth'))}
        {passport &&
          text('passportNumber', t('offline.passportNumber'), { maxLength: 9, autoCapitalize: 'characters' })}
        {passport && date('passportIssueDate', t('offline.passportIssueDate'))}
        {passport && date('passportExpiryDate', t('offline.passportExpiryDate'))}
        {passport && text('passportPlaceOfIssue', t('offline.passportPlaceOfIssue'), { maxLength: 40 })}
        {passport && text('passportCountryCode', t('offline.passportCountryCode'), { maxLength: 2 })}
      </SimpleGrid>
    </fieldset>
  );
}
