import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../i18n/i18n.ts';
import { usePageTitle } from '../lib/page-title.ts';
import { ROUTES } from './routes.ts';

/** §8 'Oops, something went wrong.' with a way out that does not depend on the broken page. */
export function OopsScreen() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>{AGENT_MSG.oops}</Title>
        <Text size="lg">{t('common.oopsBody')}</Text>
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </Stack>
    </Container>
  );
}

/** Catches a crash anywhere below it and shows the Oops screen instead of a blank page. */
export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('agent portal crash', error, info.componentStack);
  }
  override render() {
    return this.state.crashed ? (
      <main>
        <OopsScreen />
      </main>
    ) : (
      this.props.children
    );
  }
}

/** The router's error element: a page that failed to load or render. */
export function RouteErrorView() {
  return (
    <main>
      <OopsScreen />
    </main>
  );
}

export function NotFoundPage() {
  usePageTitle(t('common.notFoundTitle'));
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>{t('common.notFoundTitle')}</Title>
        <Text>{t('common.notFoundBody')}</Text>
        <Anchor component={Link} to={ROUTES.home} fw={600}>
          {t('common.backHome')}
        </Anchor>
      </Stack>
    </Container>
  );
}

/** A signed-in agent whose role does not include the page (agency.ts PERMISSIONS). */
export function ForbiddenPage() {
  usePageTitle(AGENT_MSG_DECIDED.forbidden);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1} size="h2">
          {AGENT_MSG_DECIDED.forbidden}
        </Title>
        <Text>{t('common.forbiddenBody')}</Text>
        <Anchor component={Link} to={ROUTES.home} fw={600}>
          {t('common.backHome')}
        </Anchor>
      </Stack>
    </Container>
  );
}
