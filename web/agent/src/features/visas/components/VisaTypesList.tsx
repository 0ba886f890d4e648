import { Button, Card, Group, List, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { VisaTypeRow } from '@tripsetu/domain/visa-api.ts';
import { VISA_DESTINATIONS, VISA_ENTRY_LABELS } from '@tripsetu/domain/visas.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import type { ReactNode } from 'react';
import {
  CardFact,
  CardFacts,
  CardList,
  EmptyCard,
  LoadFailed,
  Loading,
  NO_WRAP,
} from '../../../components/ListParts.tsx';
import { failureMessage } from '../../../lib/api.ts';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { VISA_TYPES_TEXT as TEXT } from '../visa-types-text.ts';

interface Actions {
  onWithdraw: (visaType: VisaTypeRow) => void;
  withdrawingId: number | undefined;
}
interface GroupProps extends Actions {
  destination: string;
  types: VisaTypeRow[];
}

const { column } = TEXT;
/** '30-day tourist visa (United Arab Emirates)', for a confirmation and a button's name. */
export const visaTypeSummary = (visaType: VisaTypeRow) => `${visaType.name} (${visaType.destinationName})`;
const headingId = (code: string) => `visa-types-${code}`;

function WithdrawButton({ visaType, onWithdraw, withdrawingId }: Actions & { visaType: VisaTypeRow }) {
  return (
    <Button
      size="xs"
      variant="default"
      onClick={() => onWithdraw(visaType)}
      loading={withdrawingId === visaType.id}
      disabled={withdrawingId !== undefined && withdrawingId !== visaType.id}
    >
      {TEXT.withdraw.button}
      <VisuallyHidden>{` ${visaTypeSummary(visaType)}`}</VisuallyHidden>
    </Button>
  );
}

function Checklist({ items }: { items: string[] }) {
  return (
    <List size="sm" spacing={2} m={0}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/** Fixed widths, so the tables of every destination line up; the documents take what is left. */
const WIDTHS: Record<keyof typeof column, number | undefined> = {
  name: 170,
  entry: 120,
  stay: 80,
  validity: 85,
  processing: 135,
  fee: 95,
  refundable: 95,
  checklist: undefined,
  added: 135,
  actions: 110,
};

const refundText = (visaType: VisaTypeRow) => (visaType.refundable ? TEXT.refundable : TEXT.notRefundable);

function TypesTable({ destination, types, ...actions }: GroupProps) {
  return (
    <Card withBorder radius="md" p={0} style={{ overflowX: 'auto' }}>
      <Table striped layout="fixed" miw={1180} verticalSpacing="sm" aria-label={TEXT.tableLabel(destination)}>
        <Table.Thead>
          <Table.Tr>
            {Object.entries(column).map(([key, name]) => (
              <Table.Th key={key} scope="col" w={WIDTHS[key as keyof typeof column]}>
                {name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {types.map((visaType) => (
            <Table.Tr key={visaType.id} style={{ verticalAlign: 'top' }}>
              <Table.Td fw={600}>{visaType.name}</Table.Td>
              <Table.Td style={NO_WRAP}>{VISA_ENTRY_LABELS[visaType.entry]}</Table.Td>
              <Table.Td style={NO_WRAP}>{TEXT.days(visaType.stayDays)}</Table.Td>
              <Table.Td style={NO_WRAP}>{TEXT.days(visaType.validityDays)}</Table.Td>
              <Table.Td style={NO_WRAP}>{TEXT.workingDays(visaType.processingDays)}</Table.Td>
              <Table.Td style={NO_WRAP} className="money">
                {formatRupees(visaType.feePaise)}
              </Table.Td>
              <Table.Td>{refundText(visaType)}</Table.Td>
              <Table.Td>
                <Checklist items={visaType.checklist} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{visaType.addedBy}</Text>
                <Text size="xs" c="dimmed" style={NO_WRAP}>
                  {formatDateTime(visaType.addedAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <WithdrawButton visaType={visaType} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function TypesCards({ destination, types, ...actions }: GroupProps) {
  return (
    <CardList label={TEXT.tableLabel(destination)}>
      {types.map((visaType) => (
        <li key={visaType.id}>
          <Card withBorder radius="md" p="md" component="article" aria-labelledby={`visa-type-${visaType.id}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
              <Title order={4} size="h5" id={`visa-type-${visaType.id}`}>
                {visaType.name}
              </Title>
              <Text fw={700} className="money">
                {formatRupees(visaType.feePaise)}
              </Text>
            </Group>
            <CardFacts>
              <CardFact label={column.entry}>{VISA_ENTRY_LABELS[visaType.entry]}</CardFact>
              <CardFact label={column.stay}>{TEXT.days(visaType.stayDays)}</CardFact>
              <CardFact label={column.validity}>{TEXT.days(visaType.validityDays)}</CardFact>
              <CardFact label={column.processing}>{TEXT.workingDays(visaType.processingDays)}</CardFact>
              <CardFact label={column.refundable}>{refundText(visaType)}</CardFact>
              <CardFact label={column.checklist}>
                <Checklist items={visaType.checklist} />
              </CardFact>
              <CardFact label={column.added}>{TEXT.added(visaType.addedBy, formatDate(visaType.addedAt))}</CardFact>
            </CardFacts>
            <Group mt="sm">
              <WithdrawButton visaType={visaType} {...actions} />
            </Group>
          </Card>
        </li>
      ))}
    </CardList>
  );
}

/** The types by destination, in the domain's order of destinations; those without any named on one line. */
function TypesByDestination({ types, ...actions }: Actions & { types: VisaTypeRow[] }) {
  const isPhone = useIsPhone();
  const Types = isPhone ? TypesCards : TypesTable;
  const groups = VISA_DESTINATIONS.map((destination) => ({
    ...destination,
    types: types.filter((visaType) => visaType.destination === destination.code),
  }));
  const notOffered = groups.filter((group) => group.types.length === 0).map((group) => group.name);
  return (
    <Stack gap="lg">
      {groups
        .filter((group) => group.types.length > 0)
        .map((group) => (
          <Stack key={group.code} gap="xs" component="section" aria-labelledby={headingId(group.code)}>
            <Title order={3} size="h5" id={headingId(group.code)}>
              {group.name}
            </Title>
            <Types destination={group.name} types={group.types} {...actions} />
          </Stack>
        ))}
      {notOffered.length > 0 && (
        <Text size="sm" c="dimmed">
          {TEXT.notOffered(notOffered.join(', '))}
        </Text>
      )}
    </Stack>
  );
}

/** The types as they load, fail, are none or show: a table per destination, cards on phones. */
export function VisaTypesResult({ types, ...actions }: Actions & { types: UseQueryResult<VisaTypeRow[]> }) {
  let body: ReactNode;
  if (types.isPending) body = <Loading text={TEXT.loading} />;
  else if (types.isError) {
    body = (
      <LoadFailed
        message={failureMessage(types.error, AGENT_MSG.loadDetailsFailed)}
        onRetry={() => void types.refetch()}
        retrying={types.isFetching}
      />
    );
  } else if (types.data.length === 0) {
    body = (
      <div role="status">
        <EmptyCard text={TEXT.none} />
      </div>
    );
  } else body = <TypesByDestination types={types.data} {...actions} />;
  return (
    <Stack gap="sm" component="section" aria-labelledby="visa-types-list-heading">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id="visa-types-list-heading">
          {TEXT.listTitle}
        </Title>
        <Text size="sm" c="dimmed" aria-live="polite">
          {types.data && types.data.length > 0 ? TEXT.count(types.data.length) : ''}
        </Text>
      </Group>
      {body}
    </Stack>
  );
}
