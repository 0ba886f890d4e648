import { Text } from '@mantine/core';
import { CURRENCY_MSG } from '@tripsetu/domain/currencies.ts';
import { useAlsoIn } from '../lib/display-currency.ts';
import { formatDate } from '../lib/format-date.ts';

/**
 * A rupee price also in the agent's display currency (decision 041): '≈ AED 44.05', with the rate's day when it is not
 * today's. Nothing for rupees, or while no rate is known: never a made-up figure.
 */
export function AlsoIn({ paise, align }: { paise: number; align?: 'left' | 'right' }) {
  const { textOf, staleDay } = useAlsoIn();
  const text = textOf(paise);
  if (!text) return null;
  return (
    <Text size="xs" c="dimmed" className="money also-in" ta={align} data-testid="also-in">
      {`≈ ${text}`}
      {staleDay && ` (rate of ${formatDate(staleDay)})`}
    </Text>
  );
}

/** Where a converted price shows, or on the wallet: money itself stays in rupees (decision 041). */
export function RupeesOnlyNote() {
  const { rate } = useAlsoIn();
  if (!rate) return null;
  return (
    <Text size="xs" c="dimmed" mt={4}>
      {CURRENCY_MSG.rupeesOnly}
    </Text>
  );
}
