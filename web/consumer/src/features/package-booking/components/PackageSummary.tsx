import { Button, Card, Divider, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import { MEAL_PLAN_LABELS } from '@tripsetu/domain/constants.ts';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { checkoutDate, durationLabel } from '@tripsetu/domain/duration.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { BookingDraft } from '../../../lib/booking-draft.ts';

/** The package, its dates and stay, the fare breakdown and the total, with Book Now. */
export function PackageSummary({
  draft,
  booked,
  onBookNow,
  onChangePackage,
}: {
  draft: BookingDraft;
  /** Once booked, nothing more can be done here. */
  booked: boolean;
  onBookNow: () => void;
  onChangePackage: () => void;
}) {
  return (
    <Card withBorder radius="md" p="lg" className="sticky-summary" component="aside" aria-label="Package summary">
      {draft.package.image && <Image src={draft.package.image} alt="" radius="sm" mb="sm" h={140} />}
      <Title order={2} size="h4">
        {draft.package.package_name}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {durationLabel(draft.package.noof_days)} · {draft.package.package_destination}
      </Text>
      <Table fz="sm" verticalSpacing={4}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td c="dimmed">From</Table.Td>
            <Table.Td>{draft.cityPrice.departingcity}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td c="dimmed">Dates</Table.Td>
            <Table.Td>
              {formatDisplayDate(draft.depdate)} –{' '}
              {formatDisplayDate(checkoutDate(draft.depdate, draft.package.noof_nights))}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td c="dimmed">Stay</Table.Td>
            <Table.Td>
              {draft.packageType}, {MEAL_PLAN_LABELS[draft.mealPlan] ?? draft.mealPlan}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Divider my="sm" />
      <Stack gap={4} aria-label="Fare breakdown">
        {draft.reprice.components.map((c) => (
          <Group key={c.code} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs">{c.label}</Text>
            <Text size="xs" fw={600}>
              {formatRupees(c.amount_paise)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider my="sm" />
      <Group justify="space-between">
        <Text fw={700}>Total payable</Text>
        <Text fw={800} size="xl" data-testid="total-payable">
          {formatRupees(draft.reprice.invoicetotal_paise)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        Nothing is charged now: we confirm availability first.
      </Text>
      <Button
        fullWidth
        size="md"
        mt="md"
        color="tripsetuSaffron.8"
        onClick={onBookNow}
        disabled={booked}
        className="desktop-only"
      >
        Book Now
      </Button>
      <Button fullWidth variant="subtle" mt="xs" onClick={onChangePackage} disabled={booked}>
        Change package
      </Button>
    </Card>
  );
}
