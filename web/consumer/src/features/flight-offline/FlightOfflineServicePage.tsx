import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { SERVICE_REQUEST_MSG } from '@tripsetu/domain/service-requests.ts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session-context.tsx';
import { SignInPrompt } from '../../components/SignInPrompt.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useServiceRequests } from './api/service-requests.ts';
import { ServiceRequestForm } from './components/ServiceRequestForm.tsx';
import { ServiceRequestList } from './components/ServiceRequestList.tsx';

const TITLE = 'Special service requests';

/**
 * /flight/offline-ssr-booking (decision 028): a signed-in traveller asks, on one of their own flight bookings,
 * for a service online booking does not offer (a stretcher, a child flying alone, a seat for an instrument…),
 * and reads the team's answer: a price, paid by the link the team sends, or why it is not possible.
 * `?txid=…` opens the form with that booking chosen.
 */
export function FlightOfflineServicePage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  usePageMeta(TITLE);
  if (!user) {
    return (
      <SignInPrompt
        title={TITLE}
        message="Please login to continue. Special services are asked for on the flight bookings in your account."
      />
    );
  }
  return <ServiceRequestsView txid={params.get('txid') ?? ''} />;
}

function ServiceRequestsView({ txid }: { txid: string }) {
  const requests = useServiceRequests(true);
  const [sent, setSent] = useState(false);
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {TITLE}
          </Title>
          <Text c="dimmed">
            Need something online booking does not offer — a stretcher, a wheelchair to your seat, a child flying alone,
            medical oxygen, a seat for a musical instrument, a pet in the cabin, sports equipment? Ask here: the airline
            must agree, and we answer with the price or the reason it cannot be done, usually within a working day.
          </Text>
        </div>
        <Card
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="service-form-heading"
        >
          <Title order={2} size="h4" id="service-form-heading" mb="sm">
            Ask for a service
          </Title>
          {sent && (
            <Alert
              color="green"
              role="status"
              mb="sm"
              withCloseButton
              onClose={() => setSent(false)}
              closeButtonLabel="Dismiss"
            >
              {SERVICE_REQUEST_MSG.raised}
            </Alert>
          )}
          <ServiceRequestForm txid={txid} onRaised={() => setSent(true)} />
        </Card>
        <section aria-labelledby="service-list-heading">
          <Title order={2} size="h4" id="service-list-heading" mb="sm">
            Your service requests
          </Title>
          {requests.isPending && (
            <Group justify="center" py="xl" role="status">
              <Loader size="md" />
              <Text>Loading your requests…</Text>
            </Group>
          )}
          {requests.isError && (
            <Alert color="red" role="alert">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{requests.error.message}</Text>
                <Button size="xs" variant="default" onClick={() => void requests.refetch()}>
                  Retry
                </Button>
              </Stack>
            </Alert>
          )}
          {requests.data &&
            (requests.data.length === 0 ? (
              <Card withBorder radius="md" p="xl" ta="center">
                <Text fw={600}>No service requests yet.</Text>
                <Text size="sm" c="dimmed">
                  The answers to your requests appear here and in your e-mail.
                </Text>
              </Card>
            ) : (
              <ServiceRequestList requests={requests.data} />
            ))}
        </section>
      </Stack>
    </Container>
  );
}
