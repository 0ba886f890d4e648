import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { validateEmailId } from '@tripsetu/domain/agency.ts';
import { markupError, markupPaiseOf } from '@tripsetu/domain/fare-summary.ts';
import { FLIGHT_MSG, type FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { RecipientField } from '../../../components/RecipientField.tsx';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, fieldErrors } from '../../../lib/api.ts';
import { useEmailResults } from '../api/email-results.ts';

/**
 * §2 e-mail results: the picked itineraries (or, with none picked, the cheapest of each leg) to one
 * address; §8 'Email Sent Successfully' or 'Failed to send Email' with a retry.
 */
export function EmailResultsModal({
  search,
  itineraryIds,
  onClose,
}: {
  search: FlightSearchRequest;
  itineraryIds: string[];
  onClose: () => void;
}) {
  const [to, setTo] = useState('');
  const [markup, setMarkup] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [markupProblem, setMarkupProblem] = useState<string | undefined>();
  const email = useEmailResults();
  const sent = email.isSuccess;
  const failed =
    email.isError &&
    !(email.error instanceof ApiFailure && (fieldErrors(email.error).to || fieldErrors(email.error).markupPaise));

  const send = () => {
    const problem = validateEmailId(to);
    const markupPaise = markupPaiseOf(markup);
    const markupWrong = markupError(markupPaise);
    setError(problem ?? undefined);
    setMarkupProblem(markupWrong ?? undefined);
    if (problem || markupWrong) return;
    email.mutate(
      { to: to.trim(), search, itineraryIds, markupPaise },
      {
        onError: (refused) => {
          setError(fieldErrors(refused).to);
          setMarkupProblem(fieldErrors(refused).markupPaise);
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <AppModal opened onClose={onClose} title={t('flights.email.title')} showFooter={false}>
      <form onSubmit={submit} noValidate aria-label={t('flights.email.title')}>
        <Stack gap="md">
          <Text size="sm">
            {itineraryIds.length > 0
              ? t('flights.email.picked', { count: itineraryIds.length })
              : t('flights.email.cheapest')}
          </Text>
          <RecipientField
            label={t('flights.email.to')}
            value={to}
            error={error}
            onChange={setTo}
            onEdit={() => {
              setError(undefined);
              if (email.isSuccess || email.isError) email.reset();
            }}
          />
          <TextField
            label={t('flights.email.markup')}
            description={t('flights.email.markupHint')}
            inputMode="decimal"
            autoComplete="off"
            value={markup}
            onChange={(value) => {
              setMarkup(value);
              setMarkupProblem(undefined);
              if (email.isSuccess || email.isError) email.reset();
            }}
            error={markupProblem}
          />
          {sent && (
            <Alert color="green" role="status">
              {FLIGHT_MSG.emailSent}
            </Alert>
          )}
          {failed && (
            <Alert color="red" role="alert">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{FLIGHT_MSG.emailFailed}</Text>
                <Button size="xs" variant="default" onClick={send} loading={email.isPending}>
                  {t('flights.email.retry')}
                </Button>
              </Group>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {sent ? t('flights.email.done') : t('flights.email.cancel')}
            </Button>
            {!sent && (
              <Button type="submit" loading={email.isPending && !failed}>
                {t('flights.email.send')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
