import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '../app/session-context.tsx';

/** What a page for signed-in users shows a visitor: why, and the way in. */
export function SignInPrompt({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  const { openLogin } = useSession();
  return (
    <Container size="sm" py={60}>
      <Stack align="center" ta="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{message}</Text>
        <Button onClick={openLogin}>Login or Register</Button>
        {children}
      </Stack>
    </Container>
  );
}
