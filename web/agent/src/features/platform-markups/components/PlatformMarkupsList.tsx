import { Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { carrierByCode } from '@tripsetu/domain/carriers.ts';
import { MARKUP_PRODUCT_LABELS } from '@tripsetu/domain/markups.ts';
import {
  PLATFORM_MARKUP_MSG,
  type PlatformMarkup,
  platformMarkupScopeText,
  platformMarkupSectorText,
  platformMarkupText,
} from '@tripsetu/domain/platform-markups.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { CardFact, CardFacts, CardList, NO_WRAP } from '../../../components/ListParts.tsx';
import { QueryListResult } from '../../../components/QueryListResult.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { PLATFORM_MARKUP_TEXT } from '../platform-markup-text.ts';

interface ListProps {
  markups: PlatformMarkup[];
  onDelete: (markup: PlatformMarkup) => void;
  deletingId: number | undefined;
}

const { column } = PLATFORM_MARKUP_TEXT;
const carrierText = (markup: PlatformMarkup) =>
  markup.product !== 'FLIGHT'
    ? '—'
    : markup.carrier === null
      ? PLATFORM_MARKUP_TEXT.allCarriers
      : `${carrierByCode(markup.carrier)?.name ?? markup.carrier} (${markup.carrier})`;
const sectorText = (markup: PlatformMarkup) => (markup.product === 'FLIGHT' ? platformMarkupSectorText(markup) : '—');

/** 'Flights · Air India (AI) · Every agency: 2% of the fare before taxes', for a confirmation and a button's name. */
export const platformMarkupSummary = (markup: PlatformMarkup) =>
  `${MARKUP_PRODUCT_LABELS[markup.product]} · ${
    markup.product === 'FLIGHT' ? `${carrierText(markup)} · ` : ''
  }${platformMarkupScopeText(markup)}: ${platformMarkupText(markup)}`;

function DeleteButton({ markup, onDelete, deletingId }: Omit<ListProps, 'markups'> & { markup: PlatformMarkup }) {
  return (
    <Button
      size="xs"
      variant="default"
      onClick={() => onDelete(markup)}
      loading={deletingId === markup.id}
      disabled={deletingId !== undefined && deletingId !== markup.id}
    >
      {PLATFORM_MARKUP_TEXT.remove.button}
      <VisuallyHidden>{` markup ${platformMarkupSummary(markup)}`}</VisuallyHidden>
    </Button>
  );
}

function MarkupsTable({ markups, ...actions }: ListProps) {
  return (
    <Card withBorder radius="md" p={0} style={{ overflowX: 'auto' }}>
      <Table striped verticalSpacing="sm" aria-label={PLATFORM_MARKUP_TEXT.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            {[
              column.product,
              column.carrier,
              column.serviceType,
              column.for,
              column.markup,
              column.addedBy,
              column.addedOn,
              column.actions,
            ].map((name) => (
              <Table.Th key={name} scope="col">
                {name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {markups.map((markup) => (
            <Table.Tr key={markup.id}>
              <Table.Td>{MARKUP_PRODUCT_LABELS[markup.product]}</Table.Td>
              <Table.Td>{carrierText(markup)}</Table.Td>
              <Table.Td>{sectorText(markup)}</Table.Td>
              <Table.Td>{platformMarkupScopeText(markup)}</Table.Td>
              <Table.Td style={NO_WRAP}>{platformMarkupText(markup)}</Table.Td>
              <Table.Td>{markup.addedBy}</Table.Td>
              <Table.Td style={NO_WRAP}>{formatDate(markup.addedAt)}</Table.Td>
              <Table.Td>
                <DeleteButton markup={markup} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function MarkupsCards({ markups, ...actions }: ListProps) {
  return (
    <CardList label={PLATFORM_MARKUP_TEXT.tableLabel}>
      {markups.map((markup) => (
        <li key={markup.id}>
          <Card withBorder radius="md" p="md" component="article" aria-labelledby={`platform-markup-${markup.id}`}>
            <Stack gap={4} mb="xs">
              <Title order={2} size="h5" id={`platform-markup-${markup.id}`}>
                {`${MARKUP_PRODUCT_LABELS[markup.product]} · ${platformMarkupScopeText(markup)}`}
              </Title>
              <Text fw={700}>{platformMarkupText(markup)}</Text>
            </Stack>
            <CardFacts>
              {markup.product === 'FLIGHT' && <CardFact label={column.carrier}>{carrierText(markup)}</CardFact>}
              {markup.product === 'FLIGHT' && <CardFact label={column.serviceType}>{sectorText(markup)}</CardFact>}
              <CardFact label={column.addedBy}>{markup.addedBy}</CardFact>
              <CardFact label={column.addedOn}>{formatDate(markup.addedAt)}</CardFact>
            </CardFacts>
            <Group mt="sm">
              <DeleteButton markup={markup} {...actions} />
            </Group>
          </Card>
        </li>
      ))}
    </CardList>
  );
}

/** The markups as they load, fail, are none ('No TripSetu markups found') or show: a table, cards on phones. */
export function PlatformMarkupsResult({
  markups,
  ...actions
}: Omit<ListProps, 'markups'> & { markups: UseQueryResult<PlatformMarkup[]> }) {
  const List = useIsPhone() ? MarkupsCards : MarkupsTable;
  return (
    <QueryListResult
      query={markups}
      loading={PLATFORM_MARKUP_TEXT.loading}
      empty={PLATFORM_MARKUP_MSG.none}
      count={PLATFORM_MARKUP_TEXT.count}
    >
      {(found) => <List markups={found} {...actions} />}
    </QueryListResult>
  );
}
