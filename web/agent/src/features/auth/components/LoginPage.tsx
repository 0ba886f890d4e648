import { Alert, Anchor, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { validateSignIn } from '@tripsetu/domain/agency.ts';
import type { SessionState } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { OtpField } from '@tripsetu/ui/OtpField';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { useSession } from '../../../app/session-context.ts';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { DemoOutboxHint } from '../../../lib/DemoOutboxHint.tsx';
import { safeNextPath } from '../../../lib/next-path.ts';
import { validateOtp } from '../../../lib/otp.ts';
import { useSendSignInOtp } from '../api/send-sign-in-otp.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useVerifySignInOtp } from '../api/verify-sign-in-otp.ts';
import { AuthCard } from './AuthCard.tsx';
import { PasswordField } from './PasswordField.tsx';
import { UserIdField } from './UserIdField.tsx';

interface Failure {
  /** A new id per failure restarts the alert's timer. */
  id: number;
  message: string;
}

interface MethodProps {
  userId: string;
  onUserIdChange: (userId: string) => void;
  onSignedIn: (session: SessionState) => void;
}

function useFailure() {
  const [failure, setFailure] = useState<Failure | null>(null);
  const alert = failure && (
    <AutoHideAlert
      key={failure.id}
      variant="error"
      title={t('auth.signInFailedTitle')}
      message={failure.message}
      onClose={() => setFailure(null)}
    />
  );
  return {
    alert,
    show: (error: unknown) => setFailure({ id: Date.now(), message: failureMessage(error, AGENT_MSG.oops) }),
    clear: () => setFailure(null),
  };
}

function PasswordSignIn({ userId, onUserIdChange, onSignedIn }: MethodProps) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const failure = useFailure();
  const signIn = useSignIn();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    const found = validateSignIn({ userId, password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      onSignedIn(await signIn.mutateAsync({ userId: userId.trim(), password }));
    } catch (error) {
      setErrors(fieldErrors(error));
      failure.show(error);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure.alert}
        <UserIdField
          value={userId}
          onChange={(value) => {
            setErrors((current) => ({ ...current, userId: undefined }));
            onUserIdChange(value);
          }}
          error={errors.userId}
        />
        <PasswordField
          label={t('auth.password')}
          value={password}
          onChange={(value) => {
            setErrors((current) => ({ ...current, password: undefined }));
            setPassword(value);
          }}
          autoComplete="current-password"
          error={errors.password}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('auth.signInButton')}
        </Button>
      </Stack>
    </form>
  );
}

function OtpSignIn({ userId, onUserIdChange, onSignedIn }: MethodProps) {
  const [otpToken, setOtpToken] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState('');
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const failure = useFailure();
  const sendOtp = useSendSignInOtp();
  const verifyOtp = useVerifySignInOtp();

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    failure.clear();
    const userIdError = validateSignIn({ userId, password: '-' }).userId;
    setErrors({ userId: userIdError });
    if (userIdError) return;
    try {
      const sent = await sendOtp.mutateAsync(userId.trim());
      setOtpToken(sent.otpToken);
      setSentMessage(sent.message);
      setOtp('');
    } catch (error) {
      setErrors(fieldErrors(error));
      failure.show(error);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    const otpError = validateOtp(otp) ?? undefined;
    setErrors({ otp: otpError });
    if (otpError || !otpToken) return;
    try {
      onSignedIn(await verifyOtp.mutateAsync({ otpToken, otp }));
    } catch (error) {
      setErrors(fieldErrors(error));
      failure.show(error);
    }
  };

  if (!otpToken) {
    return (
      <form onSubmit={send} noValidate>
        <Stack gap="md">
          {failure.alert}
          <UserIdField
            value={userId}
            onChange={(value) => {
              setErrors({});
              onUserIdChange(value);
            }}
            error={errors.userId}
          />
          <Button type="submit" loading={sendOtp.isPending} fullWidth>
            {t('auth.sendOtp')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={verify} noValidate>
      <Stack gap="md">
        {failure.alert}
        <Alert color="tripsetuTeal" title={t('auth.otpSentTitle')} role="status">
          {sentMessage}
        </Alert>
        <OtpField
          label={t('auth.otp')}
          value={otp}
          onChange={(value) => {
            setErrors({});
            setOtp(value);
          }}
          description={t('auth.otpHint')}
          error={errors.otp}
          autoFocus
        />
        <Button type="submit" loading={verifyOtp.isPending} fullWidth>
          {t('auth.verifyOtp')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={() => void send()}>
            {t('auth.resendOtp')}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              failure.clear();
              setOtpToken(null);
              setOtp('');
            }}
          >
            {t('auth.changeUserId')}
          </Anchor>
        </Group>
        <DemoOutboxHint />
      </Stack>
    </form>
  );
}

/** Sign-in with two options (§2 'Login ... with other sign-in options'): password, or an OTP to the registered mobile. */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const [userId, setUserId] = useState('');

  if (session.status === 'signed-in') return <Navigate to={next} replace />;

  const signedIn = (state: SessionState) => {
    session.signedIn(state);
    navigate(next, { replace: true });
  };

  return (
    <AuthCard title={t('auth.signIn')} intro={t('auth.signInIntro')}>
      <Tabs defaultValue="password" keepMounted={false}>
        <Tabs.List grow aria-label={t('auth.methods')}>
          <Tabs.Tab value="password" className="signin-tab">
            {t('auth.method.password')}
          </Tabs.Tab>
          <Tabs.Tab value="otp" className="signin-tab">
            {t('auth.method.otp')}
          </Tabs.Tab>
        </Tabs.List>
        {/* Panels are named apart from their tabs, so 'User ID', 'Password' and 'OTP' each label one field. */}
        <span id="sign-in-panel-name" hidden>
          {t('auth.method.panel')}
        </span>
        <Tabs.Panel value="password" pt="md" aria-labelledby="sign-in-panel-name">
          <PasswordSignIn userId={userId} onUserIdChange={setUserId} onSignedIn={signedIn} />
        </Tabs.Panel>
        <Tabs.Panel value="otp" pt="md" aria-labelledby="sign-in-panel-name">
          <OtpSignIn userId={userId} onUserIdChange={setUserId} onSignedIn={signedIn} />
        </Tabs.Panel>
      </Tabs>
      <Stack gap={6} align="center">
        <Anchor component={Link} to={ROUTES.forgotPassword} size="sm">
          {t('auth.forgotLink')}
        </Anchor>
        <Text size="sm">
          {t('auth.newAgency')}{' '}
          <Anchor component={Link} to={ROUTES.register} fw={600}>
            {t('auth.registerLink')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
