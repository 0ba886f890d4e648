import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatRupees } from '@tripsetu/domain/money.ts';

/** A fare that moved since it was seen: the old and new fare totals, and why. */
export interface PriceChangeShown {
  oldTotalPaise: number;
  newTotalPaise: number;
  reason: string;
}

/** The dialog's words, in the site's language and voice. */
export interface PriceChangedText {
  title: string;
  /** A line under the title (the portal repeats §8's message there). */
  headline?: string;
  old: string;
  new: string;
  /** Shown with the difference when given. */
  difference?: string;
  /** The label before the reason; without it the reason stands alone. */
  reason?: string;
  /** Said when the server gave no reason. */
  repriced?: string;
  note?: string;
  cancel: string;
  continue: string;
}

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
 * 'Price changed. Do you want to continue booking?' (agent-portal.md §4, §8; the consumer site's review):
 * the old and the new price and why. Continue accepts the new fare; Cancel leaves. Nothing is booked at a
 * price not accepted. With `onDismiss`, the dialog may also be closed and looked at again later.
 */
export function PriceChangedDialog({
  change,
  text,
  onContinue,
  onCancel,
  onDismiss,
}: {
  change: PriceChangeShown | null;
  text: PriceChangedText;
  onContinue: () => void;
  onCancel: () => void;
  onDismiss?: () => void;
}) {
  const difference = change ? change.newTotalPaise - change.oldTotalPaise : 0;
  const reason = change?.reason || text.repriced || '';
  return (
    <Modal
      opened={change !== null}
      onClose={onDismiss ?? onCancel}
      title={text.title}
      withCloseButton={onDismiss !== undefined}
      closeOnClickOutside={onDismiss !== undefined}
      centered
    >
      {change && (
        <Stack gap="sm">
          {text.headline && <Text fw={600}>{text.headline}</Text>}
          <Stack component="dl" gap={4} m={0}>
            <Row label={text.old} value={formatRupees(change.oldTotalPaise)} />
            <Row label={text.new} value={formatRupees(change.newTotalPaise)} strong />
            {text.difference && (
              <Row label={text.difference} value={`${difference > 0 ? '+' : ''}${formatRupees(difference)}`} />
            )}
          </Stack>
          {reason && (
            <Text size="sm">
              {text.reason && (
                <>
                  <Text span fw={600}>
                    {text.reason}:
                  </Text>{' '}
                </>
              )}
              {reason}
            </Text>
          )}
          {text.note && (
            <Text size="xs" c="dimmed">
              {text.note}
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onCancel}>
              {text.cancel}
            </Button>
            <Button onClick={onContinue} data-autofocus>
              {text.continue}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
