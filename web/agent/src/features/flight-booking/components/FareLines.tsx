import { Group, Stack, Text } from '@mantine/core';
import type { SummaryLineShape } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';

/** A fare summary as a definition list: each named component and its amount, then the total. */
export function FareLines({
  lines,
  totalLabel,
  totalPaise,
}: {
  lines: readonly SummaryLineShape[];
  totalLabel: string;
  totalPaise: number;
}) {
  return (
    <Stack component="dl" gap={4} m={0}>
      {lines.map((line) => (
        <Group key={line.code} justify="space-between" wrap="nowrap" gap="sm" className="fare-line">
          <Text component="dt" size="sm">
            {line.label}
          </Text>
          <Text component="dd" m={0} size="sm" fw={600} className="money">
            {formatRupees(line.amountPaise)}
          </Text>
        </Group>
      ))}
      <Group justify="space-between" wrap="nowrap" gap="sm" pt={6} className="fare-line fare-line-total">
        <Text component="dt" fw={700}>
          {totalLabel}
        </Text>
        <Text component="dd" m={0} fw={800} size="lg" className="money">
          {formatRupees(totalPaise)}
        </Text>
      </Group>
    </Stack>
  );
}
