import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../i18n/i18n.ts';

export const NO_WRAP = { whiteSpace: 'nowrap' } as const;
export const NUMERIC = { whiteSpace: 'nowrap', textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** A label and its value in a phone card. */
export function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text component="dt" size="sm" c="dimmed" w={120} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export function CardFacts({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid component="dl" cols={1} spacing={4} m={0}>
      {children}
    </SimpleGrid>
  );
}

/** A list of cards for phones, where a wide table would scroll sideways. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** One row of a list as a phone card: its heading and amount on top, its facts below. */
export function ListCard({
  id,
  title,
  amount,
  children,
}: {
  /** The heading's id, which names the card. */
  id: string;
  title: ReactNode;
  amount: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <Card withBorder radius="md" p="md" component="article" aria-labelledby={id}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
          <Title order={2} size="h5" id={id}>
            {title}
          </Title>
          <Text fw={700} className="money">
            {amount}
          </Text>
        </Group>
        <CardFacts>{children}</CardFacts>
      </Card>
    </li>
  );
}

export function Loading({ text }: { text: string }) {
  return (
    <Group justify="center" py="xl" role="status">
      <Loader size="md" />
      <Text>{text}</Text>
    </Group>
  );
}

export function LoadFailed({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert color="red" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
          {t('wallet.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function EmptyCard({ text }: { text: string }) {
  return (
    <Card withBorder radius="md" p="xl" ta="center">
      <Text fw={600}>{text}</Text>
    </Card>
  );
}
