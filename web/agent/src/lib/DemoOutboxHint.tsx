import { Anchor, Text } from '@mantine/core';
import { t } from '../i18n/i18n.ts';
import { DEV_OUTBOX_PATH, useDemoOutbox } from './demo-outbox.ts';

/** On the demo server the OTPs and e-mails land in an outbox instead of a phone or mailbox. */
export function DemoOutboxHint() {
  const available = useDemoOutbox();
  if (!available) return null;
  return (
    <Text size="xs" c="dimmed">
      {t('auth.demoOutbox')}{' '}
      <Anchor href={DEV_OUTBOX_PATH} target="_blank" rel="noreferrer" size="xs" underline="always">
        {DEV_OUTBOX_PATH}
      </Anchor>
    </Text>
  );
}
