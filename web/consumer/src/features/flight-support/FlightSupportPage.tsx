import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { SUPPORT_MSG_DECIDED, type TravellerSupportThread } from '@tripsetu/domain/traveller-support.ts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/session-context.tsx';
import { SignInPrompt } from '../../components/SignInPrompt.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSupportRequests, useSupportThread } from './api/support-requests.ts';
import { RaiseRequestForm } from './components/RaiseRequestForm.tsx';
import { RequestList } from './components/RequestList.tsx';
import { RequestThread } from './components/RequestThread.tsx';
import { supportPath } from './support-form.ts';

const TITLE = 'Support requests';

/**
 * /flight/agent-support (decision 027): the signed-in traveller's requests to TripSetu support about their
 * flight bookings. `?request=SR…` opens a thread; `?txid=…` (from a booking's page) or `?raise=1` opens the form.
 */
export function FlightSupportPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  // Set once by the form that raised the request, so that a reload does not announce it again.
  const raised = (useLocation().state as { raised?: boolean } | null)?.raised === true;
  usePageMeta(TITLE);
  if (!user) {
    return (
      <SignInPrompt
        title={TITLE}
        message="Please login to continue. Your requests about your flight bookings are in your account."
      />
    );
  }
  const request = params.get('request') ?? '';
  return (
    <Container size="md" py="md">
      {request ? (
        <ThreadView key={request} requestId={request} raised={raised} />
      ) : (
        <ListView txid={params.get('txid') ?? ''} raising={params.has('txid') || params.get('raise') === '1'} />
      )}
    </Container>
  );
}

function ListView({ txid, raising }: { txid: string; raising: boolean }) {
  const requests = useSupportRequests(true);
  const navigate = useNavigate();
  const opened = (thread: TravellerSupportThread) =>
    navigate(supportPath({ request: thread.reference }), { replace: true, state: { raised: true } });
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {TITLE}
        </Title>
        <Text c="dimmed">
          Ask us about a flight booking: a refund, a date change, seats and meals, a name correction. We reply here and
          by e-mail, usually within 24 hours.
        </Text>
      </div>
      {raising ? (
        <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="raise-heading">
          <Title order={2} size="h4" id="raise-heading" mb="sm">
            Raise a request
          </Title>
          <RaiseRequestForm key={txid} txid={txid} onRaised={opened} onCancel={() => navigate(supportPath())} />
        </Card>
      ) : (
        <Group>
          <Button onClick={() => navigate(supportPath({ raise: true }))}>Raise a request</Button>
        </Group>
      )}
      <section aria-labelledby="requests-heading">
        <Title order={2} size="h4" id="requests-heading" mb="sm">
          Your requests
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
              <Text fw={600}>No requests yet.</Text>
              <Text size="sm" c="dimmed">
                When you raise a request about a booking, you can follow it and our replies here.
              </Text>
            </Card>
          ) : (
            <RequestList requests={requests.data} />
          ))}
      </section>
    </Stack>
  );
}

function ThreadView({ requestId, raised }: { requestId: string; raised: boolean }) {
  const thread = useSupportThread(requestId, true);
  // The notice belongs to the moment of raising: kept here, and taken out of the history entry so that a
  // reload or a return to this page does not announce the request again.
  const [announce] = useState(raised);
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (raised) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [raised, navigate, location.pathname, location.search]);
  usePageMeta(thread.data ? `${thread.data.reference} · ${TITLE}` : TITLE);
  if (thread.isPending) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader size="md" />
        <Text>Loading the request…</Text>
      </Group>
    );
  }
  if (thread.isError) {
    return (
      <Alert color="red" title={TITLE} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{thread.error.message}</Text>
          <Button component={Link} to={supportPath()} size="xs" variant="default">
            All requests
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <RequestThread thread={thread.data} notice={announce ? SUPPORT_MSG_DECIDED.raised : null} />;
}
