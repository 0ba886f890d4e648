import { Card, Table, Text, Title } from '@mantine/core';
import { CURRENCIES, CURRENCY_MSG, type CurrencyRate, FOREIGN_CODES } from '@tripsetu/domain/currencies.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { CardFact, CardFacts, CardList, NO_WRAP } from '../../../components/ListParts.tsx';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { RATES_TEXT } from '../rates-text.ts';

const { column } = RATES_TEXT;
const nameOf = (code: string) => `${code} · ${CURRENCIES.find((currency) => currency.code === code)?.name ?? code}`;

/** Every foreign currency with the rate in force, or that it has none: a table, cards on phones. */
export function RatesList({ rates }: { rates: readonly CurrencyRate[] }) {
  const isPhone = useIsPhone();
  const rows = FOREIGN_CODES.map((code) => ({ code, rate: rates.find((entry) => entry.currency === code) }));
  if (isPhone) {
    return (
      <CardList label={RATES_TEXT.tableLabel}>
        {rows.map(({ code, rate }) => (
          <li key={code}>
            <Card withBorder radius="md" p="md" component="article" aria-labelledby={`rate-${code}`}>
              <Title order={2} size="h5" id={`rate-${code}`}>
                {nameOf(code)}
              </Title>
              <Text fw={700} className="money" mb={rate ? 'xs' : 0}>
                {rate ? `₹${rate.inrPerUnit}` : CURRENCY_MSG.none}
              </Text>
              {rate && (
                <CardFacts>
                  <CardFact label={column.day}>{formatDate(rate.day)}</CardFact>
                  <CardFact label={column.setBy}>{rate.setBy}</CardFact>
                  <CardFact label={column.setAt}>{formatDateTime(rate.setAt)}</CardFact>
                </CardFacts>
              )}
            </Card>
          </li>
        ))}
      </CardList>
    );
  }
  return (
    <Card withBorder radius="md" p={0}>
      <Table striped verticalSpacing="sm" aria-label={RATES_TEXT.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            {Object.values(column).map((name) => (
              <Table.Th key={name} scope="col">
                {name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ code, rate }) => (
            <Table.Tr key={code}>
              <Table.Td>{nameOf(code)}</Table.Td>
              <Table.Td style={NO_WRAP} className="money">
                {rate ? `₹${rate.inrPerUnit}` : CURRENCY_MSG.none}
              </Table.Td>
              <Table.Td style={NO_WRAP}>{rate ? formatDate(rate.day) : '—'}</Table.Td>
              <Table.Td>{rate?.setBy ?? '—'}</Table.Td>
              <Table.Td style={NO_WRAP}>{rate ? formatDateTime(rate.setAt) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
