import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import {
  SERVICE_ANSWER_MAX,
  type ServiceAnswerErrors,
  type ServiceAnswerInput,
  type ServiceRequestRow,
  validateServiceAnswer,
} from '@tripsetu/domain/service-requests.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { CardFact, CardFacts } from '../../../components/ListParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useAnswerServiceRequest } from '../api/service-requests.ts';

/** A traveller's special-service request in the back office's queue, answered in place: priced or declined. */
export function ServiceRequestCard({ request }: { request: ServiceRequestRow }) {
  const answer = useAnswerServiceRequest(request.id);
  const [values, setValues] = useState<ServiceAnswerInput>({ decision: 'PRICE', price: '', message: '' });
  const [errors, setErrors] = useState<ServiceAnswerErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: keyof ServiceAnswerInput) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const headingId = `service-${request.id}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateServiceAnswer(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await answer.mutateAsync(values);
    } catch (error) {
      setErrors(fieldErrors(error) as ServiceAnswerErrors);
      setFailure(failureMessage(error, AGENT_MSG.submitFailed));
    }
  };
  return (
    <Card withBorder radius="md" p="md" component="li" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h5" id={headingId}>
            {request.reference} · {request.serviceLabel}
          </Title>
          <Text size="sm" c="dimmed">
            {t('offline.ageHours', { hours: request.ageHours })}
          </Text>
        </Group>
        <CardFacts>
          <CardFact label={t('service.col.booking')}>
            {request.transactionId} · {request.trip}
          </CardFact>
          <CardFact label={t('service.col.traveller')}>
            {request.travellerName} · {request.travellerEmail}
          </CardFact>
          <CardFact label={t('offline.col.requested')}>{formatDateTime(request.requestedAt)}</CardFact>
          <CardFact label={t('service.details')}>
            <span style={{ whiteSpace: 'pre-line' }}>{request.details}</span>
          </CardFact>
        </CardFacts>
        <form onSubmit={submit} noValidate aria-label={t('service.answerFor', { reference: request.reference })}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <SelectField
                label={t('service.decision')}
                required
                value={values.decision}
                onChange={set('decision')}
                data={[
                  { value: 'PRICE', label: t('service.price') },
                  { value: 'DECLINE', label: t('service.decline') },
                ]}
                error={errors.decision}
              />
              {values.decision === 'PRICE' && (
                <TextField
                  label={t('service.priceField')}
                  required
                  inputMode="decimal"
                  value={values.price}
                  onChange={set('price')}
                  error={errors.price}
                />
              )}
            </SimpleGrid>
            <Textarea
              label={t('service.message')}
              withAsterisk
              aria-required
              value={values.message}
              onChange={(event) => set('message')(event.currentTarget.value)}
              maxLength={SERVICE_ANSWER_MAX}
              autosize
              minRows={2}
              error={errors.message}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={answer.isPending}>
                {t('service.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
