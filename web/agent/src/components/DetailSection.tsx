import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of a profile or detail page; its h2 names the region. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={`${id}-heading`}>
      <Title order={2} size="h4" id={`${id}-heading`} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
  hint?: string;
}

/** Read-only values as a definition list, in a grid that becomes one column on phones. */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <Text component="dt" size="sm" fw={600} c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {fact.value === '' || fact.value === null ? '—' : fact.value}
          </Text>
          {fact.hint && (
            <Text component="dd" m={0} size="xs" c="dimmed">
              {fact.hint}
            </Text>
          )}
        </div>
      ))}
    </SimpleGrid>
  );
}
