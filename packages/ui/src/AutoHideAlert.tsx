import { Alert } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

export const ALERT_AUTO_HIDE_MS = 10_000;

const ALERT_COLOR = { success: 'green', error: 'red', warning: 'yellow' } as const;

const TITLE_COLOR = { success: '#1e6b2e', error: '#a51d1d', warning: '#6b4700' } as const;

export type AlertVariant = keyof typeof ALERT_COLOR;

export interface AutoHideAlertProps {
  variant: AlertVariant;
  title?: string;
  message: ReactNode;
  onClose: () => void;
  autoHideMs?: number;
}

/** Controlled: the parent removes the alert in onClose. Give each new message a new `key` to restart the timer. */
export function AutoHideAlert({
  variant,
  title,
  message,
  onClose,
  autoHideMs = ALERT_AUTO_HIDE_MS,
}: AutoHideAlertProps) {
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });

  useEffect(() => {
    const timer = setTimeout(() => latestOnClose.current(), autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs]);

  return (
    <Alert
      role="alert"
      color={ALERT_COLOR[variant]}
      // Mantine's light-variant title colour falls below 4.5:1 on its own tint; these pass WCAG AA.
      styles={{ label: { color: TITLE_COLOR[variant] } }}
      title={title}
      withCloseButton
      closeButtonLabel="Close"
      onClose={onClose}
    >
      {message}
    </Alert>
  );
}
