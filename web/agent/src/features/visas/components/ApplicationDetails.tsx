import { Anchor, Button, List, Stack, Text, Timeline } from '@mantine/core';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { VisaApplicationRow } from '@tripsetu/domain/visa-api.ts';
import { DetailSection, Facts } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';

/** The traveller, the visa and the money of an application. */
export function ApplicationFacts({ application }: { application: VisaApplicationRow }) {
  const { traveller } = application;
  return (
    <DetailSection id="visa-facts" title={t('visas.one.details')}>
      <Facts
        facts={[
          { label: t('visas.one.traveller'), value: `${traveller.title} ${traveller.firstName} ${traveller.lastName}` },
          {
            label: t('visas.one.passport'),
            value: <span className="ltr">{traveller.passportNumber}</span>,
            hint: t('visas.one.passportExpires', { date: formatDate(traveller.passportExpiryDate) }),
          },
          { label: t('visas.one.nationality'), value: <span className="ltr">{traveller.nationality}</span> },
          { label: t('visas.one.dateOfBirth'), value: formatDate(traveller.dateOfBirth) },
          {
            label: t('visas.one.visa'),
            value: `${application.destinationName} · ${application.visaType}`,
            hint: t(`visas.entry.${application.entry}` as const),
          },
          { label: t('visas.one.travelDate'), value: formatDate(application.travelDate) },
          {
            label: t('visas.one.fee'),
            value: <span className="money">{formatRupees(application.feePaise)}</span>,
            hint: application.refundable ? t('visas.type.refundable') : t('visas.type.notRefundable'),
          },
          { label: t('visas.one.walletDocument'), value: <span className="ltr">{application.walletDocumentNo}</span> },
          ...(application.refundedPaise > 0
            ? [
                {
                  label: t('visas.one.refund'),
                  value: <span className="money">{formatRupees(application.refundedPaise)}</span>,
                  hint: application.refundDocumentNo ?? undefined,
                },
              ]
            : []),
          ...(application.remarks ? [{ label: t('visas.one.remarks'), value: application.remarks }] : []),
        ]}
      />
    </DetailSection>
  );
}

/** The files uploaded with the application, and the visa once approved. */
export function ApplicationDocuments({ application }: { application: VisaApplicationRow }) {
  return (
    <DetailSection id="visa-documents" title={t('visas.one.documents')}>
      <Stack gap="sm">
        {application.visaUrl && (
          <div>
            <Button component="a" href={application.visaUrl} target="_blank" rel="noopener" color="green">
              {t('visas.one.download')}
            </Button>
          </div>
        )}
        <List spacing="xs" size="sm">
          {application.documents.map((document) => (
            <List.Item key={document.url}>
              <Text span fw={600}>
                {document.item}:
              </Text>{' '}
              <Anchor href={document.url} target="_blank" rel="noopener">
                {document.fileName}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </DetailSection>
  );
}

/** Each step the application went through, who took it and when, with its remarks. */
export function ApplicationSteps({ application }: { application: VisaApplicationRow }) {
  return (
    <DetailSection id="visa-steps" title={t('visas.one.steps')}>
      <Timeline active={application.events.length - 1} bulletSize={14} lineWidth={2}>
        {application.events.map((event) => (
          <Timeline.Item key={`${event.status}-${event.at}`} title={t(`visas.status.${event.status}` as const)}>
            <Text size="xs" c="dimmed">
              {t('visas.one.stepBy', { at: formatDateTime(event.at), by: event.by })}
            </Text>
            {event.remarks && <Text size="sm">{event.remarks}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </DetailSection>
  );
}
