import { Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type CommissionRule, commissionText } from '@tripsetu/domain/commissions.ts';
import { CardFact, CardFacts, CardList, NO_WRAP, NUMERIC } from '../../../components/ListParts.tsx';
import {
  agencyText,
  carrierText,
  feeText,
  percentText,
  ruleSummary,
  serviceTypeText,
  supplierText,
  validText,
  yesNo,
} from '../commission-cells.ts';
import { COMMISSION_TEXT } from '../commission-text.ts';

export interface RulesListProps {
  rules: CommissionRule[];
  /** The back office sees which agency a rule is for. */
  showAgency?: boolean;
  /** The back office deletes rules. */
  onDelete?: (rule: CommissionRule) => void;
  deletingId?: number | undefined;
}

const { column } = COMMISSION_TEXT;

/** 'Delete', with the rule it deletes for those who hear the button out of its row. */
function DeleteButton({
  rule,
  onDelete,
  deletingId,
}: {
  rule: CommissionRule;
  onDelete: (rule: CommissionRule) => void;
  deletingId: number | undefined;
}) {
  return (
    <Button
      size="xs"
      variant="default"
      onClick={() => onDelete(rule)}
      loading={deletingId === rule.id}
      disabled={deletingId !== undefined && deletingId !== rule.id}
    >
      {COMMISSION_TEXT.remove.button}
      <VisuallyHidden>{` rule #${rule.id}: ${ruleSummary(rule)}`}</VisuallyHidden>
    </Button>
  );
}

/** The rules as a table on wide screens (§3's columns). */
export function CommissionRulesTable(props: RulesListProps) {
  const { rules, showAgency = false, onDelete } = props;
  return (
    <Card withBorder radius="md" p={0}>
      {/* Twelve columns scroll sideways on narrower screens: the region takes focus so keyboards can scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section aria-label={COMMISSION_TEXT.scrollLabel} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table striped verticalSpacing="sm" miw={showAgency ? 1600 : 1450} aria-label={COMMISSION_TEXT.tableLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{column.supplier}</Table.Th>
              <Table.Th scope="col">{column.carrier}</Table.Th>
              <Table.Th scope="col">{column.serviceType}</Table.Th>
              {showAgency && <Table.Th scope="col">{column.agency}</Table.Th>}
              <Table.Th scope="col" style={NUMERIC}>
                {column.priority}
              </Table.Th>
              <Table.Th scope="col">{column.commission}</Table.Th>
              <Table.Th scope="col" style={NUMERIC}>
                {column.plbCutPay}
              </Table.Th>
              <Table.Th scope="col" style={NUMERIC}>
                {column.plbPostPay}
              </Table.Th>
              <Table.Th scope="col">{column.onDiscount}</Table.Th>
              <Table.Th scope="col" style={NUMERIC}>
                {column.cancellationFee}
              </Table.Th>
              <Table.Th scope="col" style={NUMERIC}>
                {column.rescheduleFee}
              </Table.Th>
              <Table.Th scope="col">{column.valid}</Table.Th>
              <Table.Th scope="col">{column.addedBy}</Table.Th>
              {onDelete && <Table.Th scope="col">{column.actions}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.map((rule) => (
              <Table.Tr key={rule.id}>
                <Table.Td style={NO_WRAP}>{supplierText(rule)}</Table.Td>
                <Table.Td>{carrierText(rule)}</Table.Td>
                <Table.Td style={NO_WRAP}>{serviceTypeText(rule)}</Table.Td>
                {showAgency && <Table.Td>{agencyText(rule)}</Table.Td>}
                <Table.Td style={NUMERIC}>{rule.priority}</Table.Td>
                <Table.Td>{commissionText(rule)}</Table.Td>
                <Table.Td style={NUMERIC}>{percentText(rule.plbCutPayBps)}</Table.Td>
                <Table.Td style={NUMERIC}>{percentText(rule.plbPostPayBps)}</Table.Td>
                <Table.Td>{yesNo(rule.onDiscount)}</Table.Td>
                <Table.Td style={NUMERIC}>{feeText(rule.cancellationFeePaise)}</Table.Td>
                <Table.Td style={NUMERIC}>{feeText(rule.rescheduleFeePaise)}</Table.Td>
                <Table.Td style={NO_WRAP}>{validText(rule)}</Table.Td>
                <Table.Td style={NO_WRAP}>{rule.addedBy}</Table.Td>
                {onDelete && (
                  <Table.Td>
                    <DeleteButton rule={rule} onDelete={onDelete} deletingId={props.deletingId} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
    </Card>
  );
}

/** The same rules as cards on phones, where a table of thirteen columns would scroll sideways. */
export function CommissionRulesCards(props: RulesListProps) {
  const { rules, showAgency = false, onDelete } = props;
  return (
    <CardList label={COMMISSION_TEXT.tableLabel}>
      {rules.map((rule) => (
        <li key={rule.id}>
          <Card withBorder radius="md" p="md" component="article" aria-labelledby={`commission-rule-${rule.id}`}>
            <Stack gap={4} mb="xs">
              <Title order={2} size="h5" id={`commission-rule-${rule.id}`}>
                {`${carrierText(rule)} · ${serviceTypeText(rule)}`}
              </Title>
              <Text fw={700}>{commissionText(rule)}</Text>
            </Stack>
            <CardFacts>
              <CardFact label={column.supplier}>{supplierText(rule)}</CardFact>
              {showAgency && <CardFact label={column.agency}>{agencyText(rule)}</CardFact>}
              <CardFact label={column.priority}>{rule.priority}</CardFact>
              <CardFact label={column.plbCutPay}>{percentText(rule.plbCutPayBps)}</CardFact>
              <CardFact label={column.plbPostPay}>{percentText(rule.plbPostPayBps)}</CardFact>
              <CardFact label={column.onDiscount}>{yesNo(rule.onDiscount)}</CardFact>
              <CardFact label={column.cancellationFee}>{feeText(rule.cancellationFeePaise)}</CardFact>
              <CardFact label={column.rescheduleFee}>{feeText(rule.rescheduleFeePaise)}</CardFact>
              <CardFact label={column.valid}>{validText(rule)}</CardFact>
              <CardFact label={column.addedBy}>{rule.addedBy}</CardFact>
            </CardFacts>
            {onDelete && (
              <Group mt="sm">
                <DeleteButton rule={rule} onDelete={onDelete} deletingId={props.deletingId} />
              </Group>
            )}
          </Card>
        </li>
      ))}
    </CardList>
  );
}
