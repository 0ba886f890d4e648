import { Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { MARKUP_PRODUCT_LABELS, type Markup, markupCarrierText, markupText } from '@tripsetu/domain/markups.ts';
import { CardFact, CardFacts, CardList, NO_WRAP } from '../../../components/ListParts.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { MARKUP_TEXT } from '../markup-text.ts';

export interface MarkupsListProps {
  markups: Markup[];
  /** Owners delete markups. */
  onDelete?: ((markup: Markup) => void) | undefined;
  deletingId?: number | undefined;
}

const { column } = MARKUP_TEXT;

/** 'Flights · Air India (AI): ₹400 per booking', for a confirmation and for those who hear a button alone. */
export const markupSummary = (markup: Markup) =>
  `${MARKUP_PRODUCT_LABELS[markup.product]} · ${markupCarrierText(markup)}: ${markupText(markup)}`;

function DeleteButton({
  markup,
  onDelete,
  deletingId,
}: Required<Pick<MarkupsListProps, 'onDelete'>> & {
  markup: Markup;
  deletingId: number | undefined;
}) {
  return (
    <Button
      size="xs"
      variant="default"
      onClick={() => onDelete(markup)}
      loading={deletingId === markup.id}
      disabled={deletingId !== undefined && deletingId !== markup.id}
    >
      {MARKUP_TEXT.remove.button}
      <VisuallyHidden>{` markup ${markupSummary(markup)}`}</VisuallyHidden>
    </Button>
  );
}

/** The markups as a table on wide screens. */
export function MarkupsTable({ markups, onDelete, deletingId }: MarkupsListProps) {
  return (
    <Card withBorder radius="md" p={0}>
      <Table striped verticalSpacing="sm" aria-label={MARKUP_TEXT.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{column.product}</Table.Th>
            <Table.Th scope="col">{column.carrier}</Table.Th>
            <Table.Th scope="col">{column.markup}</Table.Th>
            <Table.Th scope="col">{column.addedBy}</Table.Th>
            <Table.Th scope="col">{column.addedOn}</Table.Th>
            {onDelete && <Table.Th scope="col">{column.actions}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {markups.map((markup) => (
            <Table.Tr key={markup.id}>
              <Table.Td>{MARKUP_PRODUCT_LABELS[markup.product]}</Table.Td>
              <Table.Td>{markupCarrierText(markup)}</Table.Td>
              <Table.Td style={NO_WRAP}>{markupText(markup)}</Table.Td>
              <Table.Td>{markup.addedBy}</Table.Td>
              <Table.Td style={NO_WRAP}>{formatDate(markup.addedAt)}</Table.Td>
              {onDelete && (
                <Table.Td>
                  <DeleteButton markup={markup} onDelete={onDelete} deletingId={deletingId} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** The same markups as cards on phones. */
export function MarkupsCards({ markups, onDelete, deletingId }: MarkupsListProps) {
  return (
    <CardList label={MARKUP_TEXT.tableLabel}>
      {markups.map((markup) => (
        <li key={markup.id}>
          <Card withBorder radius="md" p="md" component="article" aria-labelledby={`markup-${markup.id}`}>
            <Stack gap={4} mb="xs">
              <Title order={2} size="h5" id={`markup-${markup.id}`}>
                {`${MARKUP_PRODUCT_LABELS[markup.product]} · ${markupCarrierText(markup)}`}
              </Title>
              <Text fw={700}>{markupText(markup)}</Text>
            </Stack>
            <CardFacts>
              <CardFact label={column.addedBy}>{markup.addedBy}</CardFact>
              <CardFact label={column.addedOn}>{formatDate(markup.addedAt)}</CardFact>
            </CardFacts>
            {onDelete && (
              <Group mt="sm">
                <DeleteButton markup={markup} onDelete={onDelete} deletingId={deletingId} />
              </Group>
            )}
          </Card>
        </li>
      ))}
    </CardList>
  );
}
