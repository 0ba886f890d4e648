import { Alert, Anchor, Card, Group, Loader, Table, Text } from '@mantine/core';
import type { AgencyStatus } from '@tripsetu/domain/agency.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useApplications } from '../api/get-applications.ts';

/** One tab of the applications: the agencies in a status, each opening its detail page. */
export function ApplicationsTable({ status }: { status: AgencyStatus }) {
  const applications = useApplications(status);
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
