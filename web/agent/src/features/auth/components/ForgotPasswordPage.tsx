import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { validateSignIn } from '@tripsetu/domain/agency.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { DemoOutboxHint } from '../../../lib/DemoOutboxHint.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from './AuthCard.tsx';
import { UserIdField } from './UserIdField.tsx';

/** Forgot password: the user id → an e-mailed link to set a new password. */
export function ForgotPasswordPage() {
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const forgot = useForgotPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = validateSignIn({ userId, password: '-' }).userId;
    setError(problem);
    if (problem) return;
    try {
      const answer = await forgot.mutateAsync(userId.trim());
      setSentMessage(answer.message);
    } catch (failed) {
      setError(fieldErrors(failed).userId);
      setFailure({ id: Date.now(), message: failureMessage(failed, AGENT_MSG.submitFailed) });
    }
  };

  return (
    <AuthCard title={t('auth.forgot.title')} intro={sentMessage ? undefined : t('auth.forgot.intro')}>
      {sentMessage ? (
        <Stack gap="md">
          <Alert color="green" title={t('auth.forgot.sentTitle')} role="status">
            {sentMessage}
          </Alert>
          <DemoOutboxHint />
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {failure && (
              <AutoHideAlert
                key={failure.id}
                variant="error"
                message={failure.message}
                onClose={() => setFailure(null)}
              />
            )}
            <UserIdField
              value={userId}
              onChange={(value) => {
                setError(undefined);
                setUserId(value);
              }}
              error={error}
            />
            <Button type="submit" loading={forgot.isPending} fullWidth>
              {t('auth.forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={ROUTES.login} size="sm" ta="center">
        {t('auth.backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}
