import { Alert, Anchor, Button, Container, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { Link, useParams } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { creditNotePdfUrl, useCreditNote } from './api/booking-documents.ts';
import { DocumentSheet } from './DocumentSheet.tsx';
import './flight-documents.css';

/**
 * A cancellation's GST credit note (decision 023), printable like the invoices: TripSetu to the agency,
 * against the booking's tax invoice, what was cancelled, the charges and their GST, and the refund.
 */
export function CreditNotePage() {
  const { id = '', cancellationId = '' } = useParams();
  const note = useCreditNote(id, cancellationId);
  usePageTitle(note.data ? `${t('creditNote.title')} ${note.data.creditNoteNo}` : t('creditNote.title'));
  const data = note.data;
  return (
    <Container size="md" py="md">
      <Group justify="space-between" mb="md" gap="sm" className="no-print">
        <Anchor component={Link} to={ROUTES.flightBooking(id)} fw={600}>
          {t('flightDocs.back')}
        </Anchor>
        {data && (
          <Group gap="xs">
            <Button variant="default" component="a" href={creditNotePdfUrl(id, cancellationId)} target="_blank">
              {t('flightDocs.downloadPdf')}
            </Button>
            <Button onClick={() => window.print()}>{t('flightDocs.print')}</Button>
          </Group>
        )}
      </Group>
      {note.isPending && (
        <Text role="status" aria-live="polite">
          {t('flightDocs.loading')}
        </Text>
      )}
      {note.isError && (
        <Alert color="red" role="alert" title={t('creditNote.title')}>
          {failureMessage(note.error, AGENT_MSG.loadDetailsFailed)}
        </Alert>
      )}
      {data && (
        <DocumentSheet>
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={2}>
              <Text fw={800} size="lg">
                {data.issuer.name}
              </Text>
              <Text size="xs">{data.issuer.address}</Text>
              <Text size="xs">{t('flightDocs.gstin', { gstin: data.issuer.gstin })}</Text>
            </Stack>
            <Title order={1} size="h3">
              {t('creditNote.title')}
            </Title>
          </Group>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" mt="md">
            {[
              [t('creditNote.number'), data.creditNoteNo],
              [t('creditNote.date'), formatDateTime(data.issuedAt)],
              [t('creditNote.invoice'), data.originalInvoiceNo ?? '—'],
              [t('creditNote.invoiceDate'), data.originalInvoiceDate ? formatDateTime(data.originalInvoiceDate) : '—'],
              [t('creditNote.transactionId'), data.transactionId],
              [t('creditNote.trip'), data.trip],
            ].map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="xs" c="dimmed" fw={600}>
                  {label}
                </Text>
                <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Title order={2} size="h5" mt="lg" mb={4}>
            {t('creditNote.issuedTo')}
          </Title>
          <Text size="sm">{data.recipient.name}</Text>
          {data.recipient.address && <Text size="sm">{data.recipient.address}</Text>}
          {data.recipient.gstin && <Text size="sm">{t('flightDocs.gstin', { gstin: data.recipient.gstin })}</Text>}
          <Title order={2} size="h5" mt="lg" mb={4}>
            {t('creditNote.cancelled')}
          </Title>
          <Stack gap={2}>
            {data.cancelled.map((line) => (
              <Text key={`${line.traveller}-${line.flight}`} size="sm">
                {`${line.traveller} · ${line.flight} · ${line.window}`}
              </Text>
            ))}
          </Stack>
          <Table mt="lg" fz="sm" aria-label={t('creditNote.amounts')}>
            <Table.Tbody>
              {data.rows.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Td>{row.label}</Table.Td>
                  <Table.Td ta="right" className="money">
                    {formatRupees(row.amountPaise)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>{t('creditNote.refund')}</Table.Th>
                <Table.Th ta="right" className="money">
                  {formatRupees(data.refundPaise)}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
          <Text size="xs" mt="sm">
            {t('creditNote.footer', {
              refundTo: data.refundTo,
              sac: data.sac,
              taxable: formatRupees(data.gst.taxablePaise),
            })}
          </Text>
        </DocumentSheet>
      )}
    </Container>
  );
}
