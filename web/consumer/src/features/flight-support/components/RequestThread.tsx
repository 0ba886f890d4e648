import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MSG_DECIDED,
  supportMessageProblem,
  type TravellerSupportThread,
} from '@tripsetu/domain/traveller-support.ts';
import { AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useCloseSupportRequest, useReplyToSupportRequest } from '../api/support-changes.ts';
import { refusedFields, supportPath } from '../support-form.ts';
import { SupportStatusBadge } from './SupportStatusBadge.tsx';

/** One request: its facts, the messages oldest first, a reply box, and closing it when the traveller is done. */
export function RequestThread({ thread, notice }: { thread: TravellerSupportThread; notice: string | null }) {
  const [banner, setBanner] = useState<{ id: number; message: string } | null>(() =>
    notice ? { id: Date.now(), message: notice } : null,
  );
  const close = useCloseSupportRequest(thread.reference);
  const confirm = useConfirm();
  const [failure, setFailure] = useState<string | null>(null);

  const closeRequest = async () => {
    const yes = await confirm({
      title: 'Close this request?',
      message: 'Close it when you have the help you needed. A closed request takes no more messages.',
      yesLabel: 'Yes, close it',
      noLabel: 'No, keep it open',
    });
    if (!yes) return;
    try {
      await close.mutateAsync(undefined);
      setBanner({ id: Date.now(), message: SUPPORT_MSG_DECIDED.closedDone });
    } catch (refused) {
      setFailure((refused as Error).message);
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Anchor component={Link} to={supportPath()} size="sm">
          ← All requests
        </Anchor>
        <Title order={1} size="h2" mt="xs" style={{ overflowWrap: 'anywhere' }}>
          {thread.subject}
        </Title>
      </div>
      {banner && (
        <AutoHideAlert key={banner.id} variant="success" message={banner.message} onClose={() => setBanner(null)} />
      )}
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm" m={0}>
          <Fact label="Request">{thread.reference}</Fact>
          <Fact label="Status">
            <SupportStatusBadge status={thread.status} />
          </Fact>
          <Fact label="Topic">{thread.category_label}</Fact>
          <Fact label="Raised">{formatDisplayDateTime(thread.created_at)}</Fact>
          <Fact label="Booking" wide>
            <Anchor component={Link} to={`/flight/order-details/${thread.txid}`}>
              {thread.trip ? `${thread.trip} · ` : ''}
              {thread.txid}
            </Anchor>
          </Fact>
        </SimpleGrid>
      </Card>

      <section aria-labelledby="thread-heading">
        <Title order={2} size="h4" id="thread-heading" mb="sm">
          Messages
        </Title>
        <Messages thread={thread} />
      </section>

      {thread.status === 'CLOSED' ? (
        <Alert color="gray" role="status">
          {SUPPORT_MSG_DECIDED.closed}{' '}
          <Anchor component={Link} to={supportPath({ txid: thread.txid })}>
            Raise a new request
          </Anchor>
        </Alert>
      ) : (
        <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="reply-heading">
          <Title order={2} size="h4" id="reply-heading" mb="sm">
            Reply
          </Title>
          <ReplyForm
            requestId={thread.reference}
            onSent={() => setBanner({ id: Date.now(), message: SUPPORT_MSG_DECIDED.replied })}
          />
          {failure && (
            <Alert color="red" role="alert" mt="sm">
              {failure}
            </Alert>
          )}
          <Group justify="flex-start" mt="md">
            <Button variant="default" onClick={closeRequest} loading={close.isPending}>
              Close request
            </Button>
          </Group>
        </Card>
      )}
    </Stack>
  );
}

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" size="sm" fw={600} c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** TripSetu support's replies sit apart, tinted and set in from the other side. */
function Messages({ thread }: { thread: TravellerSupportThread }) {
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Messages">
      {thread.messages.map((message) => (
        <Box
          component="li"
          key={message.id}
          p="md"
          ml={message.from_support ? 0 : { base: 'lg', sm: 80 }}
          mr={message.from_support ? { base: 'lg', sm: 80 } : 0}
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            border: '1px solid',
            borderColor: message.from_support ? 'var(--mantine-color-tripsetuTeal-3)' : 'var(--mantine-color-gray-3)',
            background: message.from_support ? 'var(--mantine-color-tripsetuTeal-0)' : 'var(--mantine-color-white)',
          }}
        >
          <Group justify="space-between" gap="xs" mb={6}>
            <Group gap="xs">
              <Text fw={700} size="sm">
                {message.from_support ? 'TripSetu support' : 'You'}
              </Text>
              {message.from_support && (
                <Badge size="sm" color="tripsetuTeal.8" variant="filled">
                  Support
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
              {formatDisplayDateTime(message.created_at)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function ReplyForm({ requestId, onSent }: { requestId: string; onSent: () => void }) {
  const reply = useReplyToSupportRequest(requestId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = supportMessageProblem(message);
    setError(problem ?? undefined);
    if (problem) return;
    try {
      await reply.mutateAsync(message.trim());
      setMessage('');
      onSent();
    } catch (refused) {
      const field = refusedFields(refused).message;
      setError(field);
      if (!field) setFailure((refused as Error).message);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="reply-heading">
      <Stack gap="sm">
        <Textarea
          label="Your reply"
          withAsterisk
          aria-required
          description={`${message.trim().length} of ${SUPPORT_MESSAGE_MAX} characters`}
          value={message}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            setError(undefined);
          }}
          autosize
          minRows={3}
          maxRows={10}
          error={error}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={reply.isPending}>
            Send reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
