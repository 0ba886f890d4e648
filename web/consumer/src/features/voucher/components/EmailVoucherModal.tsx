import { Button, Group, Modal, Stack } from '@mantine/core';
import { validateVoucherEmail } from '@tripsetu/domain/validation.ts';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';

/** §2 Email: a modal asking for an address, with Send Email. */
export function EmailVoucherModal({
  opened,
  onClose,
  onSend,
  defaultAddress,
  sending,
}: {
  opened: boolean;
  onClose: () => void;
  onSend: (address: string) => void;
  defaultAddress: string;
  sending: boolean;
}) {
  const [address, setAddress] = useState(defaultAddress);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateVoucherEmail(address);
    setError(problem ?? undefined);
    if (!problem) onSend(address.trim());
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Email voucher"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextField
            label="Email address"
            type="email"
            value={address}
            onChange={setAddress}
            required
            error={error}
            autoComplete="email"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={sending}>
              Send Email
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
