import { createContext, lazy, type ReactNode, Suspense, use, useCallback, useRef, useState } from 'react';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  yesLabel?: string;
  noLabel?: string;
}

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

// The dialog's code arrives with the first question, not with every page (decision 018).
const ConfirmModal = lazy(() => import('./ConfirmModal.tsx'));

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
      {options && (
        <Suspense fallback={null}>
          <ConfirmModal opened={opened} options={options} answer={answer} />
        </Suspense>
      )}
    </ConfirmContext>
  );
}

export function useConfirm(): Confirm {
  const confirm = use(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
