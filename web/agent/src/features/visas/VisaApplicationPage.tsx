import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { useSession } from '../../app/session-context.ts';
import { LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useVisaApplication } from './api/visas.ts';
import { ApplicationDocuments, ApplicationFacts, ApplicationSteps } from './components/ApplicationDetails.tsx';
import { DecideForm } from './components/DecideForm.tsx';
import { VisaStatusBadge } from './components/VisaStatusBadge.tsx';
import './visa-words.ts';

/** One visa application (decision 043): its status and steps, the traveller, the files, the visa to download. */
export function VisaApplicationPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { can } = useSession();
  const application = useVisaApplication(Number(id));
  const row = application.data;
  usePageTitle(row ? `${t('visas.one.visa')} ${row.reference}` : t('visas.list.title'));
  const applied = (location.state as { applied?: boolean } | null)?.applied === true;
  const back = can('visas.admin') ? ROUTES.adminVisaApplications : ROUTES.visaApplications;
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={back} size="sm">
          {t('visas.one.back')}
        </Anchor>
        {application.isPending && <Loading text={t('visas.one.loading')} />}
        {application.isError && (
          <LoadFailed
            message={failureMessage(application.error, t('visas.one.failed'))}
            onRetry={() => void application.refetch()}
            retrying={application.isFetching}
          />
        )}
        {row && (
          <>
            {applied && (
              <Alert color="green" role="status">
                {t('visas.one.applied')}
              </Alert>
            )}
            <Group justify="space-between" align="flex-start" wrap="wrap">
              <div>
                <Title order={1} size="h2">
                  {row.destinationName} · {row.visaType}
                </Title>
                <Text size="sm" c="dimmed">
                  <span className="ltr">{row.reference}</span> · {row.agencyName} · {row.appliedBy} ·{' '}
                  {formatDateTime(row.appliedAt)}
                </Text>
              </div>
              <VisaStatusBadge status={row.status} />
            </Group>
            {can('visas.admin') && <DecideForm application={row} />}
            <ApplicationFacts application={row} />
            <ApplicationDocuments application={row} />
            <ApplicationSteps application={row} />
          </>
        )}
      </Stack>
    </Container>
  );
}
