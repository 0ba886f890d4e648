import { Button, Group, Modal, Text } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { t } from '../../../i18n/i18n.ts';

interface SessionExpiredNoticeProps {
  opened: boolean;
  /** The idle timeout that ended the session, or null when the server ended it (a 401). */
  idleMinutes: number | null;
  onSignInAgain: () => void;
}

/** §8 'Session Expired.': blocks the page until the agent chooses to sign in again. */
export function SessionExpiredNotice({ opened, idleMinutes, onSignInAgain }: SessionExpiredNoticeProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      classNames={{ title: 'session-modal-title' }}
      title={AGENT_MSG.sessionExpired}
      overlayProps={{ backgroundOpacity: 0.6, blur: 3 }}
    >
      <Text>
        {idleMinutes === null
          ? t('common.expiry.expiredBodyServer')
          : t('common.expiry.expiredBody', { minutes: idleMinutes })}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onSignInAgain} data-autofocus>
          {t('common.expiry.signInAgain')}
        </Button>
      </Group>
    </Modal>
  );
}
