import { Alert, Button, Card, Group, List, Loader, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { CANCELLATION_POLICY_NOTES, CANCELLATION_SLABS, refundPercentFor } from '@tripsetu/domain/cancellation.ts';
import { formatDisplayDate, formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { useState } from 'react';
import { type CancellationQuote, useCancellationQuote } from '../api/get-cancellation-quote.ts';
import { useRequestCancellation } from '../api/request-cancellation.ts';
import { type BookingProof, CANCELLATION_RECORDED, REASON_MAX, REASON_REQUIRED } from '../booking-proof.ts';

/** The refund a cancellation today would bring, the §9 slabs, and the request itself. */
export function CancellationPanel({ txid, proof }: { txid: string; proof: BookingProof }) {
  const quote = useCancellationQuote(txid, proof);
  if (quote.isLoading) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader size="md" />
        <Text>Working out your refund</Text>
      </Group>
    );
  }
  if (quote.isError) {
    return (
      <Alert color="red" title="Cancel booking" role="alert">
        {quote.error.message}
      </Alert>
    );
  }
  return quote.data ? <QuoteView quote={quote.data} proof={proof} /> : null;
}

function QuoteView({ quote, proof }: { quote: CancellationQuote; proof: BookingProof }) {
  const confirm = useConfirm();
  const request = useRequestCancellation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);
  const [justRecorded, setJustRecorded] = useState(false);
  const applying = refundPercentFor(quote.days_before_departure);
  const appliesTo = CANCELLATION_SLABS.find((slab) => slab.refundPercent === applying);

  const submit = async () => {
    if (reason.trim() === '') {
      setReasonError(REASON_REQUIRED);
      return;
    }
    const yes = await confirm({
      title: 'Request cancellation?',
      message: `We will ask to cancel ${quote.package_name} (${quote.txid}). Your refund would be ${formatRupees(
        quote.refund_paise,
      )}. A request cannot be withdrawn online.`,
      yesLabel: 'Yes, request cancellation',
      noLabel: 'No, keep my booking',
    });
    if (!yes) return;
    try {
      await request.mutateAsync({ txid: quote.txid, reason, proof });
      setJustRecorded(true);
    } catch (error) {
      setFailure({ id: Date.now(), message: (error as Error).message });
    }
  };

  return (
    <Stack gap="md">
      <Card withBorder radius="md" p="lg" component="section" aria-labelledby="refund-heading">
        <Title order={2} size="h4" id="refund-heading" mb="sm">
          Your refund
        </Title>
        <dl className="refund-facts">
          <dt>Package</dt>
          <dd>{quote.package_name}</dd>
          <dt>Reference</dt>
          <dd className="mono">{quote.txid}</dd>
          <dt>Check-in</dt>
          <dd>{formatDisplayDate(quote.checkindate)}</dd>
          <dt>Days before departure</dt>
          <dd data-testid="days-before-departure">{quote.days_before_departure}</dd>
          <dt>Refund under the policy</dt>
          <dd data-testid="refund-percent">{quote.refund_percent}%</dd>
          <dt>Total paid</dt>
          <dd>{formatRupees(quote.total_paise)}</dd>
          <dt>Service charge (never refunded)</dt>
          <dd>{formatRupees(quote.service_charge_paise)}</dd>
          <dt>Refundable part</dt>
          <dd>{formatRupees(quote.refundable_paise)}</dd>
          <dt className="refund-total">Refund amount</dt>
          <dd className="refund-total" data-testid="refund-amount">
            {formatRupees(quote.refund_paise)}
          </dd>
        </dl>
      </Card>

      <Card withBorder radius="md" p="lg" component="section" aria-labelledby="policy-heading">
        <Title order={2} size="h4" id="policy-heading" mb="sm">
          Cancellation policy
        </Title>
        <Table fz="sm" aria-labelledby="policy-heading">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">When you cancel</Table.Th>
              <Table.Th scope="col">Refund</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {CANCELLATION_SLABS.map((slab) => {
              const current = slab === appliesTo;
              return (
                <Table.Tr key={slab.label} className={current ? 'slab-current' : undefined}>
                  <Table.Td>
                    {slab.label}
                    {current && <strong> (your booking)</strong>}
                  </Table.Td>
                  <Table.Td>{slab.refundPercent === 0 ? 'Non-refundable' : `${slab.refundPercent}%`}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <List size="sm" mt="sm" spacing={4}>
          {CANCELLATION_POLICY_NOTES.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      </Card>

      {failure && (
        <AutoHideAlert
          key={failure.id}
          variant="error"
          title="Cancel booking"
          message={failure.message}
          onClose={() => setFailure(null)}
        />
      )}
      {quote.requested_at ? (
        <Alert color="green" title="Cancellation requested" role="status">
          {justRecorded
            ? CANCELLATION_RECORDED
            : `You asked to cancel this booking on ${formatDisplayDateTime(quote.requested_at)}. We will confirm the refund by e-mail.`}
        </Alert>
      ) : (
        <Card withBorder radius="md" p="lg" component="section" aria-labelledby="request-heading">
          <Title order={2} size="h4" id="request-heading" mb="sm">
            Request cancellation
          </Title>
          <Textarea
            label="Reason for cancellation"
            value={reason}
            onChange={(event) => {
              setReasonError(undefined);
              setReason(event.currentTarget.value);
            }}
            required
            maxLength={REASON_MAX}
            autosize
            minRows={3}
            error={reasonError}
          />
          <Group justify="flex-end" mt="md">
            <Button color="red.8" onClick={submit} loading={request.isPending}>
              Request cancellation
            </Button>
          </Group>
        </Card>
      )}
    </Stack>
  );
}
