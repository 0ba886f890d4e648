import { Box, Button, Group, Modal } from '@mantine/core';
import { createContext, type ReactNode, use, useCallback, useRef, useState } from 'react';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  yesLabel?: string;
  noLabel?: string;
}

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [opened, setOpened] = useState(false);
  const resolvePending = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>(
    (next) =>
      new Promise<boolean>((resolve) => {
        // A newer question replaces an unanswered one, which counts as a No.
        resolvePending.current?.(false);
        resolvePending.current = resolve;
        setOptions(next);
        setOpened(true);
      }),
    [],
  );

  const answer = useCallback((yes: boolean) => {
    resolvePending.current?.(yes);
    resolvePending.current = null;
    setOpened(false);
  }, []);

  return (
    <ConfirmContext value={confirm}>
      {children}
      <Modal opened={opened} onClose={() => answer(false)} title={options?.title} withCloseButton={false} centered>
        <Box>{options?.message}</Box>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => answer(false)}>
            {options?.noLabel ?? 'No'}
          </Button>
          <Button onClick={() => answer(true)}>{options?.yesLabel ?? 'Yes'}</Button>
        </Group>
      </Modal>
    </ConfirmContext>
  );
}

export function useConfirm(): Confirm {
  const confirm = use(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
