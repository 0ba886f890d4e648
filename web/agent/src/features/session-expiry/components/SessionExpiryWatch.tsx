import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SessionState } from '@tripsetu/domain/agent-api.ts';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { lastApiSuccessAt } from '../../../lib/api.ts';
import { type ExpiryStatus, expiryStatus, formatCountdown, idleDeadline } from '../countdown.ts';

export const EXPIRY_TICK_MS = 1000;

interface SessionExpiryWatchProps {
  session: SessionState;
  /** 'Stay signed in': the caller restarts the server's idle clock. */
  onStay: () => Promise<void>;
  onSignOut: () => void;
  /** The idle deadline passed. Called once. */
  onExpired: () => void;
}

function statusNow(session: SessionState): ExpiryStatus {
  const deadline = idleDeadline(lastApiSuccessAt(), session.idleTimeoutSeconds);
  return expiryStatus(Date.now(), deadline, session.warningSeconds);
}

/**
 * Watches the idle deadline with Date.now() and setInterval (so a test's fake clock drives it) and,
 * warningSeconds before it, asks whether to stay signed in, counting down in mm:ss.
 */
export function SessionExpiryWatch({ session, onStay, onSignOut, onExpired }: SessionExpiryWatchProps) {
  const [status, setStatus] = useState<ExpiryStatus>(() => statusNow(session));
  const [staying, setStaying] = useState(false);
  const expiredOnce = useRef(false);
  const latestOnExpired = useRef(onExpired);
  useEffect(() => {
    latestOnExpired.current = onExpired;
  });

  useEffect(() => {
    const tick = () => {
      const next = statusNow(session);
      setStatus((current) =>
        current.phase === next.phase && current.secondsLeft === next.secondsLeft ? current : next,
      );
      if (next.phase === 'expired' && !expiredOnce.current) {
        expiredOnce.current = true;
        latestOnExpired.current();
      }
    };
    tick();
    const timer = setInterval(tick, EXPIRY_TICK_MS);
    return () => clearInterval(timer);
  }, [session]);

  const stay = async () => {
    setStaying(true);
    try {
      await onStay();
      setStatus(statusNow(session));
    } finally {
      setStaying(false);
    }
  };

  return (
    <Modal
      opened={status.phase === 'warning'}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      classNames={{ title: 'session-modal-title' }}
      title={t('common.expiry.warningTitle')}
    >
      <Stack gap="md">
        <Text>{t('common.expiry.warningBody')}</Text>
        <Group gap="xs" align="baseline">
          <Text size="sm" c="dimmed">
            {t('common.expiry.timeLeft')}
          </Text>
          <Text role="timer" aria-live="off" fw={800} fz={28} className="expiry-countdown">
            {formatCountdown(status.secondsLeft)}
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onSignOut}>
            {t('common.expiry.signOut')}
          </Button>
          <Button onClick={stay} loading={staying} data-autofocus>
            {t('common.expiry.stay')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
