import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AppModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  onApply?: () => void;
  applyLabel?: string;
  closeLabel?: string;
  showFooter?: boolean;
  size?: ModalProps['size'];
}

/** With a footer the corner X is dropped, so exactly one button is named by closeLabel. */
export function AppModal({
  opened,
  onClose,
  title,
  children,
  onApply,
  applyLabel = 'Apply',
  closeLabel = 'Close',
  showFooter = onApply !== undefined,
  size = 'md',
}: AppModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      withCloseButton={!showFooter}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {children}
      {showFooter && (
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {closeLabel}
          </Button>
          {onApply && <Button onClick={onApply}>{applyLabel}</Button>}
        </Group>
      )}
    </Modal>
  );
}
