import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@tripsetu/domain/messages.ts';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** §2 Generic error screen: 'Oops / Something went wrong...' with Back To Home. */
export function OopsScreen() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>{MSG.crashTitle}</Title>
        <Text size="lg">{MSG.crashMessage}</Text>
        <Button component="a" href="/">
          Back To Home
        </Button>
      </Stack>
    </Container>
  );
}

export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('render crash', error, info.componentStack);
  }
  override render() {
    return this.state.crashed ? <OopsScreen /> : this.props.children;
  }
}

/**
 * The router's fallback (§8): 'Unexpected Application Error!' with what was thrown. A page that
 * crashed while rendering (an Error) shows the friendlier Oops screen instead.
 */
export function RouteErrorView({ error }: { error: unknown }) {
  if (error instanceof Error) return <OopsScreen />;
  const message = String(error);
  return (
    <Container size="md" py={60}>
      <Title order={1} size="h2" mb="sm">
        {MSG.routerFallback}
      </Title>
      <Text mb="md">{message}</Text>
      <Button component="a" href="/" mt="md">
        Back To Home
      </Button>
    </Container>
  );
}

export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>Page not found</Title>
        <Text>The page you asked for is not here. It may have moved.</Text>
        <Button component="a" href="/">
          Back To Home
        </Button>
      </Stack>
    </Container>
  );
}
