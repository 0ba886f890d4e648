import { Anchor, Card, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { Ledger, LedgerRow } from '@tripsetu/domain/wallet-api.ts';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { CardFact, CardFacts, CardList, EmptyCard, NO_WRAP, NUMERIC } from '../../../components/ListParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';

const amount = (paise: number) => (paise === 0 ? '—' : formatRupees(paise));

/** A line's reference, opening what it records: the booking (whichever product it is), a visa application or the top-up receipt. */
function Reference({ row }: { row: LedgerRow }) {
  if (!row.link) return <>{row.reference}</>;
  const { kind, id } = row.link;
  const to =
    kind === 'booking'
      ? ROUTES.openBooking(id)
      : kind === 'visa'
        ? ROUTES.visaApplication(id)
        : ROUTES.walletReceipt(id);
  return (
    <Anchor component={Link} to={to} fw={600}>
      {row.reference}
    </Anchor>
  );
}

/** Opening and closing balance of the period. */
export function LedgerTotals({ ledger }: { ledger: Ledger }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
      {[
        { label: t('wallet.ledger.opening'), paise: ledger.openingBalancePaise },
        { label: t('wallet.ledger.closing'), paise: ledger.closingBalancePaise },
      ].map((total) => (
        <Card key={total.label} withBorder radius="md" p="md">
          <Text component="dt" size="sm" c="dimmed" fw={600}>
            {total.label}
          </Text>
          <Text component="dd" m={0} fw={800} fz={22} className="money">
            {formatRupees(total.paise)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

const caption = (ledger: Ledger) =>
  t('wallet.ledger.tableLabel', { from: formatDate(ledger.from), to: formatDate(ledger.to) });

/** §3 ledger rows as a table: date, reference, narration, debit, credit, running balance. */
export function LedgerTable({ ledger }: { ledger: Ledger }) {
  if (ledger.rows.length === 0) return <EmptyCard text={t('wallet.ledger.empty')} />;
  return (
    <Card withBorder radius="md" p={0}>
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="sm" aria-label={caption(ledger)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('wallet.ledger.date')}</Table.Th>
              <Table.Th scope="col">{t('wallet.ledger.reference')}</Table.Th>
              <Table.Th scope="col">{t('wallet.ledger.narration')}</Table.Th>
              <Table.Th scope="col" style={NUMERIC}>
                {t('wallet.ledger.debit')}
              </Table.Th>
              <Table.Th scope="col" style={NUMERIC}>
                {t('wallet.ledger.credit')}
              </Table.Th>
              <Table.Th scope="col" style={NUMERIC}>
                {t('wallet.ledger.balance')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ledger.rows.map((row) => (
              <Table.Tr key={`${row.date}-${row.reference}`}>
                <Table.Td style={NO_WRAP}>{formatDateTime(row.date)}</Table.Td>
                <Table.Td style={NO_WRAP}>
                  <Reference row={row} />
                </Table.Td>
                <Table.Td>{row.narration}</Table.Td>
                <Table.Td style={NUMERIC}>{amount(row.debitPaise)}</Table.Td>
                <Table.Td style={NUMERIC}>{amount(row.creditPaise)}</Table.Td>
                <Table.Td style={NUMERIC}>{formatRupees(row.balancePaise)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function LedgerCard({ row, index }: { row: LedgerRow; index: number }) {
  const id = `ledger-row-${index}`;
  return (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby={id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
        <Title order={3} size="h5" id={id} style={{ overflowWrap: 'anywhere' }}>
          <Reference row={row} />
        </Title>
        <Text size="sm" c="dimmed" style={NO_WRAP}>
          {formatDateTime(row.date)}
        </Text>
      </Group>
      <CardFacts>
        <CardFact label={t('wallet.ledger.narration')}>{row.narration}</CardFact>
        <CardFact label={t('wallet.ledger.debit')}>{amount(row.debitPaise)}</CardFact>
        <CardFact label={t('wallet.ledger.credit')}>{amount(row.creditPaise)}</CardFact>
        <CardFact label={t('wallet.ledger.balance')}>{formatRupees(row.balancePaise)}</CardFact>
      </CardFacts>
    </Card>
  );
}

/** The same rows as cards on phones. */
export function LedgerCards({ ledger }: { ledger: Ledger }) {
  if (ledger.rows.length === 0) return <EmptyCard text={t('wallet.ledger.empty')} />;
  return (
    <CardList label={caption(ledger)}>
      {ledger.rows.map((row, index) => (
        <li key={`${row.date}-${row.reference}`}>
          <LedgerCard row={row} index={index} />
        </li>
      ))}
    </CardList>
  );
}
