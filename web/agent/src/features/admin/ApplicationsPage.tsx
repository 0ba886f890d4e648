import { Container, Tabs, Text, Title } from '@mantine/core';
import { AGENCY_STATUSES, type AgencyStatus } from '@tripsetu/domain/agency.ts';
import { useSearchParams } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { applicationStatusFrom } from './admin-rules.ts';
import { ApplicationsTable } from './components/ApplicationsTable.tsx';
import { APPLICATION_STATUS_LABEL } from './components/StatusBadges.tsx';
import './admin-words.ts';

/** Agency Applications: registrations by status; an administrator opens one to approve or reject it. */
export function ApplicationsPage() {
  usePageTitle(t('admin.applications.title'));
  const [params, setParams] = useSearchParams();
  const status = applicationStatusFrom(params.get('status'));
  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2">
        {t('admin.applications.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('admin.applications.intro')}
      </Text>
      <Tabs
        value={status}
        onChange={(value) => setParams({ status: applicationStatusFrom(value).toLowerCase() }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {AGENCY_STATUSES.map((tab) => (
            <Tabs.Tab key={tab} value={tab} fw={600}>
              {t(APPLICATION_STATUS_LABEL[tab])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {AGENCY_STATUSES.map((tab: AgencyStatus) => (
          <Tabs.Panel key={tab} value={tab}>
            <ApplicationsTable status={tab} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
