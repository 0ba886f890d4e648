import { Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/page-title.ts';

/** The narrow card of the sign-in pages: one h1, a line of help, the form. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container size={480} py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {intro && (
              <Text c="dimmed" size="sm" mt={6}>
                {intro}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Card>
    </Container>
  );
}
