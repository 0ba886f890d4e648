import { Anchor, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { REPORT_KINDS, REPORTS } from '@tripsetu/domain/reports.ts';
import { Link } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { useSession } from '../../app/session-context.ts';
import { t } from '../../i18n/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { defaultPeriod, queryOf } from './report-url.ts';

/** Reports (agent-portal.md §2): every report, each opening on the month so far. */
export function ReportsPage() {
  usePageTitle(t('reports.menu'));
  const { can } = useSession();
  const link = (kind: string) =>
    `${ROUTES.report(kind)}?${new URLSearchParams(queryOf({ ...defaultPeriod(), page: 1, agencyId: '', filters: {} }))}`;
  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2">
        {t('reports.menu')}
      </Title>
      <Text c="dimmed" mt="xs" mb="md">
        {can('reports.admin')
          ? 'Every agency’s business, or one agency’s: choose a report, a period and an agency.'
          : 'Your agency’s sales, cancellations, wallet documents and TDS: choose a report and a period.'}
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {REPORT_KINDS.map((kind) => (
          <li key={kind}>
            <Card withBorder radius="md" p="md" h="100%">
              <Anchor component={Link} to={link(kind)} fw={700}>
                {REPORTS[kind].title}
              </Anchor>
              <Text size="sm" c="dimmed" mt={4}>
                {REPORTS[kind].summary}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
