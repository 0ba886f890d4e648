import { SimpleGrid } from '@mantine/core';
import type { ContactForm } from '@tripsetu/domain/flight-booking.ts';
import { TextField } from '@tripsetu/ui/TextField';
import { t } from '../../../i18n/i18n.ts';
import type { BookingErrors } from '../booking-form.ts';
import { fieldDomId } from '../server-errors.ts';

/** §3 contact: e-mail, an optional alternate e-mail, the country code (+91 unless changed) and the mobile number. */
export function ContactFields({
  contact,
  errors,
  onChange,
}: {
  contact: ContactForm;
  errors: BookingErrors;
  onChange: (patch: Partial<ContactForm>) => void;
}) {
  const id = (field: keyof ContactForm) => fieldDomId(`contact.${field}`);
  const error = (field: keyof ContactForm) => errors[`contact.${field}`];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      <TextField
        id={id('email')}
        label={t('flightBooking.contact.email')}
        required
        type="email"
        autoComplete="email"
        value={contact.email}
        onChange={(email) => onChange({ email })}
        error={error('email')}
      />
      <TextField
        id={id('alternateEmail')}
        label={t('flightBooking.contact.alternateEmail')}
        type="email"
        autoComplete="off"
        value={contact.alternateEmail}
        onChange={(alternateEmail) => onChange({ alternateEmail })}
        error={error('alternateEmail')}
      />
      <div className="contact-phone">
        <TextField
          id={id('countryCode')}
          label={t('flightBooking.contact.countryCode')}
          required
          autoComplete="tel-country-code"
          maxLength={5}
          value={contact.countryCode}
          onChange={(countryCode) => onChange({ countryCode })}
          error={error('countryCode')}
        />
        <TextField
          id={id('mobile')}
          label={t('flightBooking.contact.mobile')}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={contact.mobile}
          onChange={(mobile) => onChange({ mobile: mobile.replace(/\D/g, '') })}
          error={error('mobile')}
        />
      </div>
    </SimpleGrid>
  );
}
