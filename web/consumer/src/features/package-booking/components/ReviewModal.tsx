import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { durationLabel } from '@tripsetu/domain/duration.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { ContactInput, TravellerInput } from '@tripsetu/domain/package-booking.ts';
import type { BookingDraft } from '../../../lib/booking-draft.ts';

/** §2 'Review your details': package, departure city, days, operated days, travellers, contact, total. */
export function ReviewModal({
  opened,
  onCancel,
  onConfirm,
  draft,
  contact,
  travellers,
  submitting,
}: {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  draft: BookingDraft;
  contact: ContactInput;
  travellers: TravellerInput[];
  submitting: boolean;
}) {
  const row = (label: string, value: string) => (
    <Table.Tr key={label}>
      <Table.Th scope="row" w="40%" fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Review your details"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Table>
          <Table.Tbody>
            {row('Package', draft.package.package_name)}
            {row('Departure city', draft.cityPrice.departingcity)}
            {row('Travel date', formatDisplayDate(draft.depdate))}
            {row('Days', durationLabel(draft.package.noof_days))}
            {row('Operated days', draft.package.operatesondays)}
            {row('Contact email', contact.email.trim())}
            {row('Contact mobile', contact.mobile.trim())}
          </Table.Tbody>
        </Table>
        <div>
          <Text fw={700} mb={4}>
            Travellers
          </Text>
          <ul className="review-travellers">
            {travellers.map((t, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: travellers have no id until booked
              <li key={i}>
                {i + 1}. {t.title} {t.first_name.trim()} {t.last_name.trim()}{' '}
                <Text span size="sm" c="dimmed">
                  ({t.type})
                </Text>
              </li>
            ))}
          </ul>
        </div>
        <Group justify="space-between" className="review-total">
          <Text fw={700}>Total fare</Text>
          <Text fw={800} size="xl">
            {formatRupees(draft.reprice.invoicetotal_paise)}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={submitting} color="tripsetuSaffron.8">
            Confirm Book
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
