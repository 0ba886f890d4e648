import { List, Stack, Table, Text, Title } from '@mantine/core';
import type { FareOption, FareRules, RuleCharge } from '@tripsetu/domain/flight-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { useId } from 'react';
import { t } from '../i18n/i18n.ts';

/** A window's charge in rupees; null means the fare does not allow it at all. */
export function chargeText(charge: RuleCharge, whenNull: string): string {
  return charge.chargePaise === null ? whenNull : formatRupees(charge.chargePaise);
}

function ChargesTable({ title, charges, whenNull }: { title: string; charges: RuleCharge[]; whenNull: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb={4}>
        {title}
      </Title>
      <Table withTableBorder className="rules-table" aria-labelledby={headingId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('flights.rules.window')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('flights.rules.charge')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {charges.map((charge) => (
            <Table.Tr key={charge.window}>
              <Table.Td>{charge.window}</Table.Td>
              <Table.Td ta="right" className="money" fw={600}>
                {chargeText(charge, whenNull)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

/** §2 fare rules: cancellation and change charges per window before departure, and the fare's notes. */
export function FareRulesModal({
  fare,
  rules,
  chain,
  onClose,
}: {
  fare: FareOption;
  /** The result's rules for fare.rulesId; undefined if the answer lacks them. */
  rules: FareRules | undefined;
  chain: string;
  onClose: () => void;
}) {
  return (
    <AppModal
      opened
      onClose={onClose}
      title={t('flights.rules.title', { family: fare.family })}
      closeLabel={t('flights.rules.close')}
      showFooter
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {chain} · {fare.bookingClass} · {formatRupees(fare.totalPaise)}
        </Text>
        {rules ? (
          <>
            <ChargesTable
              title={t('flights.rules.cancellation')}
              charges={rules.cancellation}
              whenNull={t('flights.rules.nonRefundable')}
            />
            <ChargesTable
              title={t('flights.rules.change')}
              charges={rules.change}
              whenNull={t('flights.rules.notAllowed')}
            />
            <Text size="xs" c="dimmed">
              {t('flights.rules.perPassenger')}
            </Text>
          </>
        ) : (
          <Text size="sm">{t('flights.rules.missing')}</Text>
        )}
        {rules && rules.notes.length > 0 && (
          <section>
            <Title order={3} size="h5" mb={4}>
              {t('flights.rules.notes')}
            </Title>
            <List size="sm" spacing={4}>
              {rules.notes.map((note) => (
                <List.Item key={note}>{note}</List.Item>
              ))}
            </List>
          </section>
        )}
      </Stack>
    </AppModal>
  );
}
