import { Alert, Anchor, Button, Card, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SupportRequestDetail } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSupportRequest } from './api/get-support-request.ts';
import type { RaisedState } from './components/RaiseRequestForm.tsx';
import { ReplyForm } from './components/ReplyForm.tsx';
import { requestFrom } from './components/SupportRequestsTable.tsx';
import { SupportStatusBadge } from './components/SupportStatusBadge.tsx';
import { SupportThread } from './components/SupportThread.tsx';
import './support-words.ts';

/** One support request: its facts, the thread of messages and a reply box. */
export function SupportRequestPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const request = useSupportRequest(id);
  usePageTitle(request.data ? request.data.reference : t('support.title'));
  const raised = (location.state as RaisedState | null)?.raised;
  const [banner, setBanner] = useState<{ id: number; variant: AlertVariant; message: string } | null>(() =>
    raised ? { id: Date.now(), variant: 'success', message: raised } : null,
  );
  const closeBanner = () => {
    setBanner(null);
    // The "raised" notice belongs to the moment of raising, not to a reload of the page.
    if (raised) navigate(ROUTES.supportRequest(id), { replace: true, state: null });
  };

  return (
    <Container size="md" py="md">
      <Anchor component={Link} to={ROUTES.support} size="sm">
        {t('support.request.back')}
      </Anchor>
      <Title order={1} size="h2" mt="xs" mb="md" style={{ overflowWrap: 'anywhere' }}>
        {request.data ? request.data.subject : t('support.title')}
      </Title>
      {request.isPending && (
        <Group justify="center" py="xl" role="status">
          <Loader size="md" />
          <Text>{t('support.request.loading')}</Text>
        </Group>
      )}
      {request.isError && (
        <Alert color="red" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{failureMessage(request.error, AGENT_MSG.loadDetailsFailed)}</Text>
            <Button size="xs" variant="default" onClick={() => void request.refetch()}>
              {t('support.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {request.data && (
        <Stack gap="md">
          {banner && (
            <AutoHideAlert key={banner.id} variant={banner.variant} message={banner.message} onClose={closeBanner} />
          )}
          <RequestFacts request={request.data} />
          <section aria-labelledby="thread-heading">
            <Title order={2} size="h4" id="thread-heading" mb="sm">
              {t('support.thread.title')}
            </Title>
            <SupportThread messages={request.data.messages} />
          </section>
          <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="reply-heading">
            <Title order={2} size="h4" id="reply-heading" mb="sm">
              {t('support.reply.title')}
            </Title>
            <ReplyForm
              requestId={id}
              onSent={() => setBanner({ id: Date.now(), variant: 'success', message: t('support.reply.sent') })}
            />
          </Card>
        </Stack>
      )}
    </Container>
  );
}

function RequestFacts({ request }: { request: SupportRequestDetail }) {
  const traveller = request.channel === 'TRAVELLER';
  const facts = [
    { label: t('support.col.reference'), value: request.reference },
    { label: t('support.col.status'), value: <SupportStatusBadge status={request.status} /> },
    {
      label: traveller ? t('support.col.bookingId') : t('support.col.bookingReference'),
      value: request.bookingReference || '—',
    },
    { label: traveller ? t('support.col.from') : t('support.col.agency'), value: requestFrom(request) },
    ...(traveller ? [{ label: t('support.col.topic'), value: request.category }] : []),
    { label: t('support.col.raisedBy'), value: request.raisedBy },
    { label: t('support.col.raised'), value: formatDateTime(request.createdAt) },
  ];
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <Text component="dt" size="sm" fw={600} c="dimmed">
              {fact.label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {fact.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
