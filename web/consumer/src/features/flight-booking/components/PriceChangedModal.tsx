import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { Link } from 'react-router';

export const PRICE_CHANGED_TITLE = 'Price changed. Do you want to continue booking?';

/** A fare that moved since the traveller saw it: the two prices, why, and Continue or Search again. */
export function PriceChangedModal({
  change,
  onClose,
  onContinue,
}: {
  change: { oldPaise: number; newPaise: number; reason: string } | null;
  onClose: () => void;
  onContinue: () => void;
}) {
  return (
    <Modal opened={change !== null} onClose={onClose} title={PRICE_CHANGED_TITLE} centered>
      {change && (
        <Stack>
          <dl className="booking-fare" aria-label="Fare change">
            <div className="booking-fare-line">
              <dt>Fare you saw</dt>
              <dd>{formatRupees(change.oldPaise)}</dd>
            </div>
            <div className="booking-fare-line booking-fare-total">
              <dt>Fare now</dt>
              <dd>{formatRupees(change.newPaise)}</dd>
            </div>
          </dl>
          {change.reason && (
            <Text size="sm" c="dimmed">
              {change.reason}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/flight">
              Search again
            </Button>
            <Button onClick={onContinue}>Continue</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
