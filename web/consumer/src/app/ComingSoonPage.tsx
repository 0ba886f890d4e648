import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageMeta } from '../lib/page-meta.ts';

/** Routes the spec lists whose screens arrive in later releases (flights, sign-in): said plainly. */
export function ComingSoonPage({ title, body }: { title: string; body: string }) {
  usePageMeta(title);
  return (
    <Container size="sm" py={60}>
      <Stack align="center" ta="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{body}</Text>
        <Button component={Link} to="/search">
          Search holiday packages
        </Button>
      </Stack>
    </Container>
  );
}
