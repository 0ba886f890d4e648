import { Badge, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { formatClock } from '@tripsetu/domain/flight-results.ts';
import { CABIN_LABELS } from '@tripsetu/domain/flight-types.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { SeriesFare } from '@tripsetu/domain/series-fares.ts';
import { CardFact, CardFacts, CardList, NO_WRAP, NUMERIC } from '../../../components/ListParts.tsx';
import { SERIES_TEXT } from '../series-text.ts';

export interface SeriesFaresListProps {
  fares: SeriesFare[];
  onWithdraw: (fare: SeriesFare) => void;
  withdrawingId: number | undefined;
}

const { column } = SERIES_TEXT;

/** '6E-2031 DEL → BOM on 24 Dec 2026, Economy', for the confirmation and for those who hear a button alone. */
export const seriesSummary = (fare: SeriesFare) =>
  `${fare.flight} ${fare.origin} → ${fare.destination} on ${formatDisplayDate(fare.date)}, ${CABIN_LABELS[fare.cabin]}`;

function Status({ fare }: { fare: SeriesFare }) {
  if (fare.withdrawnAt)
    return (
      <Badge color="gray" variant="light">
        {SERIES_TEXT.withdrawn}
      </Badge>
    );
  if (fare.seatsLeft === 0)
    return (
      <Badge color="orange" variant="light">
        {SERIES_TEXT.soldOut}
      </Badge>
    );
  return (
    <Badge color="green" variant="light">
      {SERIES_TEXT.onSale}
    </Badge>
  );
}

function FareLines({ fare }: { fare: SeriesFare }) {
  return (
    <Stack gap={0}>
      <Text size="sm" className="money">{`Adult ${formatRupees(fare.adultFarePaise)}`}</Text>
      <Text
        size="xs"
        c="dimmed"
      >{`Child ${formatRupees(fare.childFarePaise)} · Infant ${formatRupees(fare.infantFarePaise)}`}</Text>
    </Stack>
  );
}

function WithdrawButton({
  fare,
  onWithdraw,
  withdrawingId,
}: Omit<SeriesFaresListProps, 'fares'> & { fare: SeriesFare }) {
  if (fare.withdrawnAt) return null;
  return (
    <Button
      size="xs"
      variant="default"
      onClick={() => onWithdraw(fare)}
      loading={withdrawingId === fare.id}
      disabled={withdrawingId !== undefined && withdrawingId !== fare.id}
    >
      {SERIES_TEXT.withdraw.button}
      <VisuallyHidden>{` series fare ${seriesSummary(fare)}`}</VisuallyHidden>
    </Button>
  );
}

const seatsText = (fare: SeriesFare) => `${fare.seatsSold} of ${fare.seats}`;

/** The blocks as a table on wide screens. */
export function SeriesFaresTable({ fares, onWithdraw, withdrawingId }: SeriesFaresListProps) {
  return (
    <Card withBorder radius="md" p={0}>
      <Table striped verticalSpacing="sm" aria-label={SERIES_TEXT.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{column.flight}</Table.Th>
            <Table.Th scope="col">{column.date}</Table.Th>
            <Table.Th scope="col">{column.cabin}</Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              {column.sold}
            </Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              {column.left}
            </Table.Th>
            <Table.Th scope="col">{column.fares}</Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              {column.baggage}
            </Table.Th>
            <Table.Th scope="col">{column.addedBy}</Table.Th>
            <Table.Th scope="col">{column.status}</Table.Th>
            <Table.Th scope="col">{column.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fares.map((fare) => (
            <Table.Tr key={fare.id}>
              <Table.Td>
                <Text size="sm" fw={700} style={NO_WRAP}>
                  {fare.flight}
                </Text>
                <Text
                  size="xs"
                  c="dimmed"
                  style={NO_WRAP}
                >{`${fare.origin} → ${fare.destination} · ${formatClock(fare.departureTime)}`}</Text>
              </Table.Td>
              <Table.Td style={NO_WRAP}>{formatDisplayDate(fare.date)}</Table.Td>
              <Table.Td>{CABIN_LABELS[fare.cabin]}</Table.Td>
              <Table.Td style={NUMERIC}>{seatsText(fare)}</Table.Td>
              <Table.Td style={NUMERIC}>{fare.seatsLeft}</Table.Td>
              <Table.Td>
                <FareLines fare={fare} />
              </Table.Td>
              <Table.Td style={NUMERIC}>{`${fare.checkInKg} kg`}</Table.Td>
              <Table.Td>{fare.addedBy}</Table.Td>
              <Table.Td>
                <Status fare={fare} />
              </Table.Td>
              <Table.Td>
                <WithdrawButton fare={fare} onWithdraw={onWithdraw} withdrawingId={withdrawingId} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** The same blocks as cards on phones. */
export function SeriesFaresCards({ fares, onWithdraw, withdrawingId }: SeriesFaresListProps) {
  return (
    <CardList label={SERIES_TEXT.tableLabel}>
      {fares.map((fare) => (
        <li key={fare.id}>
          <Card withBorder radius="md" p="md" component="article" aria-labelledby={`series-${fare.id}`}>
            <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
              <Title order={2} size="h5" id={`series-${fare.id}`}>
                {`${fare.flight} · ${fare.origin} → ${fare.destination}`}
              </Title>
              <Status fare={fare} />
            </Group>
            <CardFacts>
              <CardFact
                label={column.date}
              >{`${formatDisplayDate(fare.date)} · ${formatClock(fare.departureTime)}`}</CardFact>
              <CardFact label={column.cabin}>{CABIN_LABELS[fare.cabin]}</CardFact>
              <CardFact label={column.sold}>{seatsText(fare)}</CardFact>
              <CardFact label={column.left}>{String(fare.seatsLeft)}</CardFact>
              <CardFact label={column.fares}>
                <FareLines fare={fare} />
              </CardFact>
              <CardFact label={column.baggage}>{`${fare.checkInKg} kg`}</CardFact>
              <CardFact label={column.addedBy}>{fare.addedBy}</CardFact>
            </CardFacts>
            {!fare.withdrawnAt && (
              <Group mt="sm">
                <WithdrawButton fare={fare} onWithdraw={onWithdraw} withdrawingId={withdrawingId} />
              </Group>
            )}
          </Card>
        </li>
      ))}
    </CardList>
  );
}
