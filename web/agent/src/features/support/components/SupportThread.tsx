import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { SupportRequestDetail } from '@tripsetu/domain/agent-api.ts';
import { t } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

type SupportMessage = SupportRequestDetail['messages'][number];

/** The thread, oldest first: TripSetu support's replies sit apart, tinted and set in from the other side. */
export function SupportThread({ messages }: { messages: SupportMessage[] }) {
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('support.thread.label')}>
      {messages.map((message) => (
        <Box
          component="li"
          key={message.id}
          p="md"
          ml={message.fromSupport ? { base: 'lg', sm: 80 } : 0}
          mr={message.fromSupport ? 0 : { base: 'lg', sm: 80 }}
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            border: '1px solid',
            borderColor: message.fromSupport ? 'var(--mantine-color-tripsetuTeal-3)' : 'var(--mantine-color-gray-3)',
            background: message.fromSupport ? 'var(--mantine-color-tripsetuTeal-0)' : 'var(--mantine-color-white)',
          }}
        >
          <Group justify="space-between" gap="xs" mb={6}>
            <Group gap="xs">
              <Text fw={700} size="sm">
                {message.author}
              </Text>
              {message.fromSupport && (
                <Badge size="sm" color="tripsetuTeal.8" variant="filled">
                  {t('support.thread.supportBadge')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
              {formatDateTime(message.createdAt)}
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
