import { Alert, Anchor, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { AgencyStatus } from '@tripsetu/domain/agency.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useApplications } from '../api/get-applications.ts';

/** One tab of the applications: the agencies in a status, each opening its detail page. */
export function ApplicationsTable({ status }: { status: AgencyStatus }) {
  const applications = useApplications(status);
  const isPhone = useIsPhone();
  if (applications.isPending) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader size="md" />
        <Text>{t('admin.applications.loading')}</Text>
      </Group>
    );
  }
  if (applications.isError) {
    return (
      <Alert color="red" role="alert">
        {failureMessage(applications.error, AGENT_MSG.loadDetailsFailed)}
      </Alert>
    );
  }
  if (applications.data.length === 0) {
    return (
      <Card withBorder radius="md" p="xl" ta="center">
        <Text fw={600}>{t('admin.applications.none')}</Text>
      </Card>
    );
  }
  if (isPhone) {
    // On a phone each application is a card, so nothing scrolls sideways.
    return (
      <Stack gap="sm">
        {applications.data.map((application) => (
          <Card key={application.agencyId} withBorder radius="md" p="md" component="article">
            <Anchor component={Link} to={ROUTES.application(application.agencyId)} fw={700}>
              {application.companyName}
            </Anchor>
            <Text size="sm">{application.ownerName}</Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {application.email} · {application.mobile}
            </Text>
            <Text size="sm">
              {application.city}, {application.state}
            </Text>
            <Text size="sm" c="dimmed">
              {t('admin.applications.col.submitted')} {formatDateTime(application.submittedAt)}
              {application.agencyCode ? ` · ${application.agencyCode}` : ''}
            </Text>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Card withBorder radius="md" p={0}>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('admin.applications.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.applications.col.company')}</Table.Th>
              <Table.Th scope="col">{t('admin.applications.col.owner')}</Table.Th>
              <Table.Th scope="col">{t('admin.applications.col.email')}</Table.Th>
              <Table.Th scope="col">{t('admin.applications.col.mobile')}</Table.Th>
              <Table.Th scope="col">{t('admin.applications.col.place')}</Table.Th>
              <Table.Th scope="col">{t('admin.applications.col.submitted')}</Table.Th>
              <Table.Th scope="col">{t('admin.applications.col.code')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {applications.data.map((application) => (
              <Table.Tr key={application.agencyId}>
                <Table.Th scope="row">
                  <Anchor component={Link} to={ROUTES.application(application.agencyId)} fw={600}>
                    {application.companyName}
                  </Anchor>
                </Table.Th>
                <Table.Td>{application.ownerName}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{application.email}</Table.Td>
                <Table.Td>{application.mobile}</Table.Td>
                <Table.Td>
                  {application.city}, {application.state}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(application.submittedAt)}</Table.Td>
                <Table.Td>{application.agencyCode ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
