import { Alert, Anchor, Button, Container, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { WALLET_MSG } from '@tripsetu/domain/wallet.ts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Logo } from '../../app/Logo.tsx';
import { ROUTES } from '../../app/routes.ts';
import { useSession } from '../../app/session-context.ts';
import { Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { ApiFailure, failureMessage } from '../../lib/api.ts';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useReceipt } from './api/get-receipt.ts';

function ReceiptFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="receipt-fact">
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

/** §3 top-up receipt of an approved deposit, as a document that prints without the portal around it. */
export function ReceiptPage() {
  usePageTitle(t('wallet.receipt.title'));
  const { id = '' } = useParams();
  const { can } = useSession();
  const receipt = useReceipt(id);
  const back = can('wallet.view') ? ROUTES.wallet : ROUTES.adminDeposits;
  const backLabel = can('wallet.view') ? t('wallet.receipt.back') : t('wallet.menu.adminDeposits');

  return (
    <Container size="md" py="md">
      <Group justify="space-between" mb="md" gap="sm" className="no-print">
        <Anchor component={Link} to={back} fw={600}>
          {backLabel}
        </Anchor>
        {receipt.data && <Button onClick={() => window.print()}>{t('wallet.receipt.print')}</Button>}
      </Group>
      {receipt.isPending && <Loading text={t('wallet.receipt.loading')} />}
      {receipt.isError && (
        <Alert color="red" role="alert" title={t('wallet.receipt.title')}>
          {receipt.error instanceof ApiFailure && receipt.error.status === 404
            ? WALLET_MSG.noReceipts
            : failureMessage(receipt.error, AGENT_MSG.loadDetailsFailed)}
        </Alert>
      )}
      {receipt.data && (
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'xl' }}
          component="article"
          className="receipt"
          aria-labelledby="receipt-heading"
        >
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={4}>
              <Logo />
              <Text size="sm" c="dimmed">
                {t('wallet.receipt.issuer')}
              </Text>
            </Stack>
            <Stack gap={2} align="flex-end" className="receipt-id">
              <Title order={1} size="h3" id="receipt-heading">
                {t('wallet.receipt.title')}
              </Title>
              <Text fw={700} className="money">
                {receipt.data.receiptNo}
              </Text>
              <Text size="sm">{formatDate(receipt.data.receiptDate)}</Text>
            </Stack>
          </Group>
          <Divider my="lg" />
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing="md" m={0}>
            <ReceiptFact label={t('wallet.receipt.receiptId')}>{receipt.data.receiptNo}</ReceiptFact>
            <ReceiptFact label={t('wallet.receipt.receiptDate')}>
              {formatDateTime(receipt.data.receiptDate)}
            </ReceiptFact>
            <ReceiptFact label={t('wallet.receipt.agency')}>
              {receipt.data.agencyName}
              {receipt.data.agencyCode ? ` (${receipt.data.agencyCode})` : ''}
            </ReceiptFact>
            <ReceiptFact label={t('wallet.receipt.payer')}>{receipt.data.payer}</ReceiptFact>
            <ReceiptFact label={t('wallet.receipt.mode')}>{receipt.data.mode}</ReceiptFact>
            <ReceiptFact label={t('wallet.receipt.reference')}>{receipt.data.reference}</ReceiptFact>
            <ReceiptFact label={t('wallet.receipt.bankAccount')}>{receipt.data.bankAccount}</ReceiptFact>
            <ReceiptFact label={t('wallet.receipt.approvalDate')}>
              {formatDateTime(receipt.data.approvalDate)}
            </ReceiptFact>
            <ReceiptFact label={t('wallet.receipt.approvedBy')}>{receipt.data.approvedBy}</ReceiptFact>
          </SimpleGrid>
          <Divider my="lg" />
          <Group justify="space-between" align="baseline" className="receipt-total">
            <Text fw={700}>{t('wallet.receipt.approvedAmount')}</Text>
            <Text fw={800} fz={28} className="money">
              {formatRupees(receipt.data.approvedAmountPaise)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt="lg">
            {t('wallet.receipt.note')}
          </Text>
        </Paper>
      )}
    </Container>
  );
}
