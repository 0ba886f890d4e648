import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import type { PriceChange } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { t } from '../../../i18n/i18n.ts';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text component="dt" size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={strong ? 800 : 600} className="money">
        {value}
      </Text>
    </Group>
  );
}

/**
 * §4 and §8: 'Price changed. Do you want to continue booking?' with the old and the new price and
 * why. Continue accepts the new fare total; Cancel goes back to the results. Nothing is booked at a
 * price the agent did not accept.
 */
export function PriceChangedModal({
  change,
  onContinue,
  onCancel,
}: {
  change: PriceChange | null;
  onContinue: () => void;
  onCancel: () => void;
}) {
  const difference = change ? change.newTotalPaise - change.oldTotalPaise : 0;
  return (
    <Modal
      opened={change !== null}
      onClose={onCancel}
      title={t('flightBooking.priceChanged.title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      centered
    >
      {change && (
        <Stack gap="sm">
          <Text fw={600}>{BOOKING_MSG.priceChanged}</Text>
          <Stack component="dl" gap={4} m={0}>
            <Row label={t('flightBooking.priceChanged.old')} value={formatRupees(change.oldTotalPaise)} />
            <Row label={t('flightBooking.priceChanged.new')} value={formatRupees(change.newTotalPaise)} strong />
            <Row
              label={t('flightBooking.priceChanged.difference')}
              value={`${difference > 0 ? '+' : ''}${formatRupees(difference)}`}
            />
          </Stack>
          <Text size="sm">
            <Text span fw={600}>
              {t('flightBooking.priceChanged.reason')}:
            </Text>{' '}
            {change.reason || t('flightBooking.priceChanged.repriced')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('flightBooking.priceChanged.note')}
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onCancel}>
              {t('flightBooking.priceChanged.cancel')}
            </Button>
            <Button onClick={onContinue} data-autofocus>
              {t('flightBooking.priceChanged.continue')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
