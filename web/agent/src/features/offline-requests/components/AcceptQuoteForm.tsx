import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { type TravellerForm, validateContact, validateTraveller } from '@tripsetu/domain/flight-booking.ts';
import type { OfflineQuote } from '@tripsetu/domain/offline-requests.ts';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { useSession } from '../../../app/session-context.ts';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useAcceptOfflineQuote } from '../api/accept-offline-quote.ts';
import { needsBirthDate, quoteDates, travellerLabel, travellersFor } from '../offline-form.ts';
import { TravellerRow } from './TravellerRow.tsx';

type Errors = Record<string, string>;

/**
 * Accept a valid quote (decision 028): each traveller by the booking form's own rules (packages/domain), a
 * contact; the booking is held at the quoted fare and its page opens, ready for Perform Ticketing.
 */
export function AcceptQuoteForm({ requestId, quote }: { requestId: number; quote: OfflineQuote }) {
  const { session } = useSession();
  const navigate = useNavigate();
  const accept = useAcceptOfflineQuote(requestId);
  const [travellers, setTravellers] = useState<TravellerForm[]>(() => travellersFor(quote));
  const [contact, setContact] = useState({
    email: session?.user.email ?? '',
    mobile: session?.user.mobile ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ message: string; booking?: { id: string; transactionId: string } } | null>(
    null,
  );

  const change = (index: number) => (field: keyof TravellerForm, value: string) => {
    setTravellers((current) => current.map((one, at) => (at === index ? { ...one, [field]: value } : one)));
    setErrors((current) => ({ ...current, [`travellers.${index}.${field}`]: '' }));
  };
  const errorsOf = (index: number) => {
    const prefix = `travellers.${index}.`;
    return Object.fromEntries(
      Object.entries(errors)
        .filter(([key, message]) => key.startsWith(prefix) && message)
        .map(([key, message]) => [key.slice(prefix.length), message]),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const trip = {
      today: todayInIndia(),
      ...quoteDates(quote),
      international: quote.international,
      fareType: 'REGULAR' as const,
    };
    const found: Errors = {};
    travellers.forEach((traveller, index) => {
      for (const [field, message] of Object.entries(validateTraveller(traveller, trip))) {
        found[`travellers.${index}.${field}`] = message;
      }
    });
    const fullContact = { ...contact, alternateEmail: '', countryCode: '+91' };
    for (const [field, message] of Object.entries(validateContact(fullContact))) found[`contact.${field}`] = message;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure({ message: Object.values(found)[0] ?? AGENT_MSG.submitFailed });
      return;
    }
    try {
      const made = await accept.mutateAsync({ travellers, contact: fullContact });
      navigate(ROUTES.flightBooking(made.id), { state: { notice: made.message } });
    } catch (error) {
      setErrors(fieldErrors(error));
      const { bookingId, transactionId } = error instanceof ApiFailure ? error.details : {};
      const message = failureMessage(error, AGENT_MSG.submitFailed);
      setFailure(bookingId && transactionId ? { message, booking: { id: bookingId, transactionId } } : { message });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="offline-accept-heading">
      <Stack gap="md">
        <Text size="sm">{t('offline.acceptIntro')}</Text>
        {travellers.map((traveller, index) => (
          <TravellerRow
            // biome-ignore lint/suspicious/noArrayIndexKey: the quote fixes the travellers' places
            key={index}
            index={index}
            heading={travellerLabel(travellers, index)}
            traveller={traveller}
            errors={errorsOf(index)}
            onChange={change(index)}
            birthDate={needsBirthDate(traveller, quote)}
            passport={quote.international}
          />
        ))}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextField
            label={t('offline.contactEmail')}
            required
            type="email"
            value={contact.email}
            onChange={(email) => setContact((current) => ({ ...current, email }))}
            error={errors['contact.email']}
          />
          <TextField
            label={t('offline.contactMobile')}
            required
            inputMode="numeric"
            maxLength={10}
            value={contact.mobile}
            onChange={(mobile) => setContact((current) => ({ ...current, mobile }))}
            error={errors['contact.mobile']}
          />
        </SimpleGrid>
        {failure && (
          <Alert color="red" role="alert">
            <Text size="sm">{failure.message}</Text>
            {failure.booking && (
              <Anchor component={Link} to={ROUTES.flightBooking(failure.booking.id)} size="sm" fw={600}>
                {t('offline.openBooking', { transactionId: failure.booking.transactionId })}
              </Anchor>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={accept.isPending}>
            {t('offline.accept')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
