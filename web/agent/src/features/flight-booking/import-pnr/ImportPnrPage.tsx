import { Alert, Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import {
  IMPORT_PNR_MSG,
  type ImportPnrInput,
  importPnrErrors,
  LAST_NAME_MAX,
  pnrOf,
} from '@tripsetu/domain/import-pnr.ts';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage, fieldErrors } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useImportPnr } from '../api/import-pnr.ts';

type Errors = Partial<Record<keyof ImportPnrInput, string>>;

/** A refusal to show: its words, and the agency's own booking when the PNR is already there. */
interface Failure {
  message: string;
  booking?: { id: string; transactionId: string };
}

function failureOf(error: unknown): Failure {
  const message = failureMessage(error, AGENT_MSG.submitFailed);
  const { bookingId, transactionId } = error instanceof ApiFailure ? error.details : {};
  return bookingId && transactionId ? { message, booking: { id: bookingId, transactionId } } : { message };
}

/**
 * Import PNR (agent-portal.md §2; issue 21, decision 026): the airline's PNR and one traveller's last
 * name bring a booking made outside the portal into the agency's bookings, on hold; its page opens.
 */
export function ImportPnrPage() {
  usePageTitle(t('importPnr.title'));
  const importPnr = useImportPnr();
  const navigate = useNavigate();
  const [values, setValues] = useState<ImportPnrInput>({ pnr: '', lastName: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(null);

  const field = (name: keyof ImportPnrInput) => ({
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
    const found = importPnrErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const pnr = pnrOf(values.pnr);
    try {
      const made = await importPnr.mutateAsync({ pnr, lastName: values.lastName.trim() });
      const notice = t('importPnr.imported', { pnr });
      navigate(ROUTES.flightBooking(made.id), { state: { notice } });
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(failureOf(error));
    }
  };

  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} size="h2" id="import-pnr-heading">
          {t('importPnr.title')}
        </Title>
        <Text size="sm">{t('importPnr.intro')}</Text>
        <Card withBorder padding="md" radius="md">
          <form onSubmit={submit} noValidate aria-labelledby="import-pnr-heading">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextField
                  label={t('importPnr.pnr')}
                  description={t('importPnr.pnrHint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  required
                  maxLength={12}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  styles={{ input: { textTransform: 'uppercase', letterSpacing: '0.08em' } }}
                  {...field('pnr')}
                />
                <TextField
                  label={t('importPnr.lastName')}
                  description={t('importPnr.lastNameHint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  required
                  maxLength={LAST_NAME_MAX}
                  autoComplete="off"
                  {...field('lastName')}
                />
              </SimpleGrid>
              {failure && (
                <Alert color="red" role="alert" title={IMPORT_PNR_MSG.title}>
                  <Text size="sm">{failure.message}</Text>
                  {failure.booking && (
                    <Anchor component={Link} to={ROUTES.flightBooking(failure.booking.id)} size="sm" fw={600}>
                      {t('importPnr.openBooking', { transactionId: failure.booking.transactionId })}
                    </Anchor>
                  )}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={importPnr.isPending}>
                  {t('importPnr.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  );
}
