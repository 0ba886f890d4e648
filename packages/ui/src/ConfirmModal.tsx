import { Box, Button, Group, Modal } from '@mantine/core';
import type { ConfirmOptions } from './ConfirmDialog.tsx';

/** The Yes/No dialog ConfirmProvider shows; loaded with the first question. */
export default function ConfirmModal({
  opened,
  options,
  answer,
}: {
  opened: boolean;
  options: ConfirmOptions;
  answer: (yes: boolean) => void;
}) {
  return (
    <Modal opened={opened} onClose={() => answer(false)} title={options.title} withCloseButton={false} centered>
      <Box>{options.message}</Box>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => answer(false)}>
          {options.noLabel ?? 'No'}
        </Button>
        <Button onClick={() => answer(true)}>{options.yesLabel ?? 'Yes'}</Button>
      </Group>
    </Modal>
  );
}
