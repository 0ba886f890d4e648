import { Alert, Anchor, Badge, Button, Container, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import type { ApplicationDetail } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { DetailSection, Facts } from '../../components/DetailSection.tsx';
import { t } from '../../i18n/i18n.ts';
import { ApiFailure, failureMessage } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useApproveApplication } from './api/approve-application.ts';
import { useApplication } from './api/get-application.ts';
import { companyFacts, gstFacts, hasGst, personalFacts } from './components/application-facts.ts';
import { RejectModal } from './components/RejectModal.tsx';
import { ApplicationStatusBadge } from './components/StatusBadges.tsx';
import './admin-words.ts';

type Banner = { id: number; variant: AlertVariant; message: string };

/** One agency application: every registration field and the documents; a pending one is approved or rejected. */
export function ApplicationDetailPage() {
  const { agencyId = '' } = useParams();
  const application = useApplication(agencyId);
  const [banner, setBanner] = useState<Banner | null>(null);
  const status = application.data?.agency.status;
  usePageTitle(application.data ? application.data.agency.companyName : t('admin.application.title'));
  return (
    <Container size="lg" py="md">
      <Anchor component={Link} to={`${ROUTES.applications}?status=${(status ?? 'PENDING').toLowerCase()}`} size="sm">
        {t('admin.application.back')}
      </Anchor>
      <Title order={1} size="h2" mt="xs">
        {t('admin.application.title')}
      </Title>
      {application.isPending && (
        <Group justify="center" py="xl" role="status">
          <Loader size="md" />
          <Text>{t('admin.application.loading')}</Text>
        </Group>
      )}
      {application.isError && (
        <Alert color="red" role="alert" mt="md">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{failureMessage(application.error, AGENT_MSG.loadDetailsFailed)}</Text>
            <Button size="xs" variant="default" onClick={() => void application.refetch()}>
              {t('admin.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {application.data && (
        <Stack gap="md" mt="xs">
          <Group gap="sm">
            <Text fw={700} size="lg">
              {application.data.agency.companyName}
            </Text>
            <ApplicationStatusBadge status={application.data.agency.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('admin.application.submitted', { at: formatDateTime(application.data.agency.registeredAt) })}
          </Text>
          {banner && (
            <AutoHideAlert
              key={banner.id}
              variant={banner.variant}
              message={banner.message}
              onClose={() => setBanner(null)}
            />
          )}
          {application.data.agency.status === 'PENDING' ? (
            <Decision
              agencyId={agencyId}
              detail={application.data}
              onDone={(message, variant = 'success') => setBanner({ id: Date.now(), variant, message })}
              onStale={() => void application.refetch()}
            />
          ) : (
            <Outcome detail={application.data} />
          )}
          <DetailSection id="personal" title={t('admin.section.personal')}>
            <Facts facts={personalFacts(application.data)} />
          </DetailSection>
          <DetailSection id="company" title={t('admin.section.company')}>
            <Facts facts={companyFacts(application.data)} />
          </DetailSection>
          <DetailSection id="gst" title={t('admin.section.gst')}>
            {hasGst(application.data) ? (
              <Facts facts={gstFacts(application.data)} />
            ) : (
              <Text>{t('admin.application.noGst')}</Text>
            )}
          </DetailSection>
          <DetailSection id="documents" title={t('admin.section.documents')}>
            <Documents detail={application.data} />
          </DetailSection>
        </Stack>
      )}
    </Container>
  );
}

function Decision({
  agencyId,
  detail,
  onDone,
  onStale,
}: {
  agencyId: string;
  detail: ApplicationDetail;
  onDone: (message: string, variant?: AlertVariant) => void;
  onStale: () => void;
}) {
  const approve = useApproveApplication(agencyId);
  const confirm = useConfirm();
  const [rejecting, setRejecting] = useState(false);
  const company = detail.agency.companyName;

  const refused = (error: unknown) => {
    onDone(failureMessage(error, AGENT_MSG.submitFailed), 'error');
    // Another administrator reviewed it meanwhile: show what they decided.
    if (error instanceof ApiFailure && error.status === 409) onStale();
  };

  const approveApplication = async () => {
    const yes = await confirm({
      title: t('admin.approve.title'),
      message: t('admin.approve.message', { company }),
      yesLabel: t('admin.approve.yes'),
      noLabel: t('admin.cancel'),
    });
    if (!yes) return;
    try {
      const approved = await approve.mutateAsync();
      onDone(t('admin.approve.done', { code: approved.agency.code ?? '—' }));
    } catch (error) {
      refused(error);
    }
  };

  return (
    <DetailSection id="decision" title={t('admin.section.decision')}>
      <Text size="sm" mb="md">
        {t('admin.decision.intro')}
      </Text>
      <Group gap="sm">
        <Button onClick={approveApplication} loading={approve.isPending}>
          {t('admin.approve')}
        </Button>
        <Button variant="outline" color="red.8" onClick={() => setRejecting(true)} disabled={approve.isPending}>
          {t('admin.reject')}
        </Button>
      </Group>
      {rejecting && (
        <RejectModal
          agencyId={agencyId}
          companyName={company}
          onClose={() => setRejecting(false)}
          onRejected={() => {
            setRejecting(false);
            onDone(t('admin.reject.done'));
          }}
        />
      )}
    </DetailSection>
  );
}

function Outcome({ detail }: { detail: ApplicationDetail }) {
  const { agency } = detail;
  const facts = [
    { label: t('admin.field.status'), value: <ApplicationStatusBadge status={agency.status} /> },
    ...(agency.status === 'APPROVED'
      ? [
          {
            label: t('admin.field.agencyCode'),
            value: agency.code ? <Badge variant="outline">{agency.code}</Badge> : '',
          },
        ]
      : []),
    { label: t('admin.field.reviewedBy'), value: detail.reviewedBy ?? '' },
    { label: t('admin.field.reviewedAt'), value: formatDateTime(detail.reviewedAt) },
    ...(agency.rejectionReason ? [{ label: t('admin.field.rejectionReason'), value: agency.rejectionReason }] : []),
  ];
  return (
    <DetailSection id="outcome" title={t('admin.section.outcome')}>
      <Facts facts={facts} />
    </DetailSection>
  );
}

const DOCUMENT_LABEL = {
  PAN: 'admin.document.pan',
  GST: 'admin.document.gst',
  LOGO: 'admin.document.logo',
  MEDICAL: 'admin.document.medical',
} as const;

function Documents({ detail }: { detail: ApplicationDetail }) {
  if (detail.documents.length === 0) return <Text>{t('admin.document.none')}</Text>;
  return (
    <List spacing="xs" listStyleType="none" p={0}>
      {detail.documents.map((document) => (
        <List.Item key={document.id}>
          <Anchor href={document.url} target="_blank" rel="noopener" fw={600}>
            {t(DOCUMENT_LABEL[document.kind])}: {document.fileName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('admin.document.uploaded', { at: formatDateTime(document.uploadedAt) })}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
