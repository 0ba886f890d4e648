import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { validateNewPassword } from '@tripsetu/domain/agency.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from './AuthCard.tsx';
import { PasswordField } from './PasswordField.tsx';

type Errors = Partial<Record<'newPassword' | 'confirmPassword', string>>;

/**
 * The e-mailed link's page: a new password after Forgot password, or the first password of an
 * approved agency's owner (welcome=1).
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const welcome = params.get('welcome') === '1';
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const reset = useResetPassword();

  const title = welcome ? t('auth.reset.welcomeTitle') : t('auth.reset.title');

  if (!token) {
    return (
      <AuthCard title={title}>
        <Alert color="red" role="alert">
          {AGENT_MSG_DECIDED.resetLinkInvalid}
        </Alert>
        <Anchor component={Link} to={ROUTES.forgotPassword} fw={600}>
          {t('auth.reset.requestNew')}
        </Anchor>
      </AuthCard>
    );
  }

  if (doneMessage) {
    return (
      <AuthCard title={title}>
        <Alert color="green" title={t('auth.reset.doneTitle')} role="status">
          {doneMessage}
        </Alert>
        <Button component={Link} to={ROUTES.login} fullWidth>
          {t('auth.reset.goToSignIn')}
        </Button>
      </AuthCard>
    );
  }

  const clearError = (field: keyof Errors) => setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateNewPassword(newPassword, confirmPassword);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await reset.mutateAsync({ token, newPassword, confirmPassword });
      setDoneMessage(answer.message || AGENT_MSG_DECIDED.passwordSet);
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure({ id: Date.now(), message: failureMessage(error, AGENT_MSG.submitFailed) });
    }
  };

  return (
    <AuthCard title={title} intro={welcome ? t('auth.reset.welcomeIntro') : t('auth.reset.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <AutoHideAlert
              key={failure.id}
              variant="error"
              title={t('auth.reset.failedTitle')}
              message={
                <>
                  {failure.message}{' '}
                  {failure.message === AGENT_MSG_DECIDED.resetLinkInvalid && (
                    <Anchor component={Link} to={ROUTES.forgotPassword} size="sm">
                      {t('auth.reset.requestNew')}
                    </Anchor>
                  )}
                </>
              }
              onClose={() => setFailure(null)}
            />
          )}
          <PasswordField
            label={t('auth.reset.newPassword')}
            value={newPassword}
            onChange={(value) => {
              clearError('newPassword');
              setNewPassword(value);
            }}
            autoComplete="new-password"
            description={t('auth.reset.rule')}
            error={errors.newPassword}
          />
          <PasswordField
            label={t('auth.reset.confirmPassword')}
            value={confirmPassword}
            onChange={(value) => {
              clearError('confirmPassword');
              setConfirmPassword(value);
            }}
            autoComplete="new-password"
            error={errors.confirmPassword}
          />
          <Button type="submit" loading={reset.isPending} fullWidth>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={ROUTES.login} size="sm" ta="center">
        {t('auth.backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}
