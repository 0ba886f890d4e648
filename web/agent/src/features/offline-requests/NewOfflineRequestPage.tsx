import { Alert, Button, Card, Container, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import {
  emptyOfflineRequest,
  OFFLINE_MSG,
  OFFLINE_REMARKS_MAX,
  type OfflineRequestErrors,
  type OfflineRequestInput,
} from '@tripsetu/domain/offline-requests.ts';
import { DateField } from '@tripsetu/ui/DateField';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { t } from '../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAirports } from './api/get-airports.ts';
import { useSubmitOfflineRequest } from './api/submit-offline-request.ts';
import {
  AIRLINE_OPTIONS,
  airportOptions,
  CABIN_OPTIONS,
  checkRequest,
  countText,
  REQUEST_TYPE_OPTIONS,
  requestBody,
  TIME_OPTIONS,
  TRIP_TYPE_OPTIONS,
} from './offline-form.ts';
import './offline-requests.css';

type Draft = Omit<OfflineRequestInput, 'adults' | 'children' | 'infants'> & {
  adults: string;
  children: string;
  infants: string;
};

/**
 * A new offline request (agent-portal.md §1; decision 028): the trip, the travellers (a group up to 60 seated),
 * the preferences and remarks; the back office answers with a quote on the request's page.
 */
export function NewOfflineRequestPage() {
  usePageTitle(t('offline.newTitle'));
  const navigate = useNavigate();
  const airports = useAirports();
  const submit = useSubmitOfflineRequest();
  const [draft, setDraft] = useState<Draft>(() => {
    const empty = emptyOfflineRequest();
    return { ...empty, adults: countText(empty.adults), children: '0', infants: '0' };
  });
  const [errors, setErrors] = useState<OfflineRequestErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const today = todayInIndia();

  const set = (name: keyof Draft) => (value: string | null) => {
    setDraft((current) => ({ ...current, [name]: value ?? '' }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = requestBody(draft);
    const found = checkRequest(input, today, airports.data ?? []);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const made = await submit.mutateAsync(input);
      navigate(ROUTES.offlineRequest(made.id), { state: { notice: OFFLINE_MSG.submitted } });
    } catch (error) {
      setErrors(fieldErrors(error) as OfflineRequestErrors);
      setFailure(failureMessage(error, AGENT_MSG.submitFailed));
    }
  };

  const places = airportOptions(airports.data ?? []);
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2" id="offline-new-heading">
            {t('offline.newTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('offline.newIntro')}
          </Text>
        </div>
        <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <form onSubmit={send} noValidate aria-labelledby="offline-new-heading">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <SelectField
                  label={t('offline.requestType')}
                  required
                  value={draft.requestType}
                  onChange={set('requestType')}
                  data={REQUEST_TYPE_OPTIONS}
                  error={errors.requestType}
                />
                <SelectField
                  label={t('offline.tripType')}
                  required
                  value={draft.tripType}
                  onChange={set('tripType')}
                  data={TRIP_TYPE_OPTIONS}
                  error={errors.tripType}
                />
                <SelectField
                  label={t('offline.from')}
                  required
                  value={draft.from}
                  onChange={set('from')}
                  placeholder={airports.isPending ? t('offline.loadingAirports') : t('offline.choose')}
                  data={places}
                  error={errors.from}
                />
                <SelectField
                  label={t('offline.to')}
                  required
                  value={draft.to}
                  onChange={set('to')}
                  placeholder={airports.isPending ? t('offline.loadingAirports') : t('offline.choose')}
                  data={places}
                  error={errors.to}
                />
                <DateField
                  label={t('offline.departDate')}
                  required
                  value={draft.departDate || null}
                  onChange={set('departDate')}
                  minDate={addDays(today, 1)}
                  error={errors.departDate}
                />
                {draft.tripType === 'ROUND_TRIP' && (
                  <DateField
                    label={t('offline.returnDate')}
                    required
                    value={draft.returnDate || null}
                    onChange={set('returnDate')}
                    minDate={draft.departDate ? addDays(draft.departDate, 1) : addDays(today, 2)}
                    error={errors.returnDate}
                  />
                )}
                <SelectField
                  label={t('offline.cabin')}
                  required
                  value={draft.cabin}
                  onChange={set('cabin')}
                  data={CABIN_OPTIONS}
                  error={errors.cabin}
                />
              </SimpleGrid>
              <fieldset className="offline-fieldset">
                <legend>{t('offline.travellersLegend')}</legend>
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
                  <TextField
                    label={t('offline.adults')}
                    required
                    inputMode="numeric"
                    value={draft.adults}
                    onChange={set('adults')}
                    error={errors.adults}
                  />
                  <TextField
                    label={t('offline.children')}
                    inputMode="numeric"
                    value={draft.children}
                    onChange={set('children')}
                    error={errors.children}
                  />
                  <TextField
                    label={t('offline.infants')}
                    inputMode="numeric"
                    value={draft.infants}
                    onChange={set('infants')}
                    error={errors.infants}
                  />
                </SimpleGrid>
              </fieldset>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <SelectField
                  label={t('offline.preferredAirline')}
                  value={draft.preferredAirline}
                  onChange={set('preferredAirline')}
                  data={AIRLINE_OPTIONS}
                  error={errors.preferredAirline}
                />
                <SelectField
                  label={t('offline.preferredTime')}
                  value={draft.preferredTime}
                  onChange={set('preferredTime')}
                  data={TIME_OPTIONS}
                  error={errors.preferredTime}
                />
              </SimpleGrid>
              <Textarea
                label={t('offline.remarks')}
                description={t('offline.remarksHint', {
                  count: draft.remarks.trim().length,
                  max: OFFLINE_REMARKS_MAX,
                })}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={draft.remarks}
                onChange={(event) => set('remarks')(event.currentTarget.value)}
                autosize
                minRows={3}
                maxRows={10}
                error={errors.remarks}
              />
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => navigate(ROUTES.offlineRequests)}>
                  {t('offline.cancel')}
                </Button>
                <Button type="submit" loading={submit.isPending}>
                  {t('offline.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  );
}
