import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { FieldErrors } from '@tripsetu/domain/agency.ts';
import { SUPPORT_SUBJECT_MAX } from '@tripsetu/domain/agency.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useRaiseSupportRequest } from '../api/raise-support-request.ts';
import {
  EMPTY_SUPPORT_REQUEST,
  type SupportRequestValues,
  supportRequestBody,
  validateSupportRequest,
} from '../support-form.ts';
import { MessageField } from './MessageField.tsx';

/** What the request page shows once, after it was raised. */
export interface RaisedState {
  raised: string;
}

/** Raise a request: subject, an optional booking reference and the message; then its page opens. */
export function RaiseRequestForm() {
  const raise = useRaiseSupportRequest();
  const navigate = useNavigate();
  const [values, setValues] = useState<SupportRequestValues>(EMPTY_SUPPORT_REQUEST);
  const [errors, setErrors] = useState<FieldErrors<keyof SupportRequestValues>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const field = (name: keyof SupportRequestValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateSupportRequest(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const request = await raise.mutateAsync(supportRequestBody(values));
      const state: RaisedState = { raised: AGENT_MSG_DECIDED.supportRequestRaised };
      navigate(ROUTES.supportRequest(request.id), { state });
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(failureMessage(error, AGENT_MSG.submitFailed));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="raise-heading">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField label={t('support.subject')} required maxLength={SUPPORT_SUBJECT_MAX} {...field('subject')} />
          <TextField
            label={t('support.bookingReference')}
            description={t('support.bookingReferenceHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...field('bookingReference')}
          />
        </SimpleGrid>
        <MessageField label={t('support.message')} {...field('message')} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={raise.isPending}>
            {t('support.raise.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
