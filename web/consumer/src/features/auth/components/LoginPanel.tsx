import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@tripsetu/domain/messages.ts';
import {
  type Registration,
  type RegistrationErrors,
  trimmed,
  validateRegistration,
} from '@tripsetu/domain/registration.ts';
import { validateMobile } from '@tripsetu/domain/validation.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useSession } from '../../../app/session-context.tsx';
import { validateOtp } from '../../../components/OtpField.tsx';
import { ProfileDetailsFields } from '../../../components/ProfileDetailsFields.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useRegister } from '../api/register.ts';
import { useSendLoginOtp } from '../api/send-login-otp.ts';
import { useVerifyLoginOtp } from '../api/verify-login-otp.ts';
import { useVerifyRegistrationOtp } from '../api/verify-registration-otp.ts';
import { OtpAndSubmit } from './OtpAndSubmit.tsx';

/** §4 Login panel: login-otp → verify-login-otp; forgot and register reachable by links, each with back-to-login. */
export type LoginStep = 'login-otp' | 'verify-login-otp' | 'register' | 'register-otp' | 'forgot-password';

interface Banner {
  /** A new id per message restarts the alert's timer. */
  id: number;
  variant: AlertVariant;
  title?: string;
  message: string;
}

const EMPTY_REGISTRATION: Registration = {
  salutation: '',
  first_name: '',
  last_name: '',
  contact_email: '',
  mobile_number: '',
};

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

export function LoginPanel({ initialStep = 'login-otp' }: { initialStep?: LoginStep }) {
  const [step, setStep] = useState<LoginStep>(initialStep);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [mobile, setMobile] = useState('');
  const [loginToken, setLoginToken] = useState('');
  const [registration, setRegistration] = useState<Registration>(EMPTY_REGISTRATION);
  const [registrationToken, setRegistrationToken] = useState('');

  const goTo = (next: LoginStep) => {
    setBanner(null);
    setStep(next);
  };
  const show = (next: Omit<Banner, 'id'>) => setBanner({ ...next, id: Date.now() });
  const fail = (title: string, error: unknown) => show({ variant: 'error', title, message: (error as Error).message });

  return (
    <Stack gap="md">
      {banner && (
        <AutoHideAlert
          key={banner.id}
          variant={banner.variant}
          title={banner.title}
          message={banner.message}
          onClose={() => setBanner(null)}
        />
      )}
      {step === 'login-otp' && (
        <LoginOtpStep
          mobile={mobile}
          onMobileChange={setMobile}
          onSent={(token) => {
            setLoginToken(token);
            goTo('verify-login-otp');
          }}
          onFailed={(error) => fail(MSG.loginFailedTitle, error)}
          onForgot={() => goTo('forgot-password')}
          onRegister={() => goTo('register')}
        />
      )}
      {step === 'verify-login-otp' && (
        <VerifyLoginOtpStep
          mobile={mobile}
          registrationToken={loginToken}
          onBack={() => goTo('login-otp')}
          onFailed={(error) => fail(MSG.verifyOtpFailedTitle, error)}
        />
      )}
      {step === 'register' && (
        <RegisterStep
          registration={registration}
          onChange={setRegistration}
          onOtpSent={(token) => {
            setRegistrationToken(token);
            goTo('register-otp');
          }}
          onRegistered={() => {
            setMobile(registration.mobile_number.trim());
            setStep('login-otp');
            show({ variant: 'success', message: MSG.registerSuccess });
          }}
          onFailed={(error) => fail(MSG.registerFailedTitle, error)}
          onBackToLogin={() => goTo('login-otp')}
        />
      )}
      {step === 'register-otp' && (
        <RegisterOtpStep
          mobile={registration.mobile_number.trim()}
          registrationToken={registrationToken}
          onVerified={() => {
            setMobile(registration.mobile_number.trim());
            setRegistration(EMPTY_REGISTRATION);
            setStep('login-otp');
            show({ variant: 'success', message: MSG.registerSuccess });
          }}
          onFailed={(error) => fail(MSG.registerFailedTitle, error)}
          onBack={() => goTo('register')}
          onBackToLogin={() => goTo('login-otp')}
        />
      )}
      {step === 'forgot-password' && (
        <ForgotPasswordStep
          onSent={() => show({ variant: 'success', message: MSG.forgotPasswordSuccess })}
          onFailed={(error) => show({ variant: 'error', message: (error as Error).message })}
          onBackToLogin={() => goTo('login-otp')}
        />
      )}
    </Stack>
  );
}

function StepHeading({ id, children, intro }: { id: string; children: ReactNode; intro?: ReactNode }) {
  return (
    <div>
      <Title order={2} size="h3" id={id}>
        {children}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed" mt={4}>
          {intro}
        </Text>
      )}
    </div>
  );
}

function BackToLogin({ onClick }: { onClick: () => void }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick} className="back-to-login">
      ← Back to login
    </Anchor>
  );
}

function LoginOtpStep({
  mobile,
  onMobileChange,
  onSent,
  onFailed,
  onForgot,
  onRegister,
}: {
  mobile: string;
  onMobileChange: (mobile: string) => void;
  onSent: (registrationToken: string) => void;
  onFailed: (error: unknown) => void;
  onForgot: () => void;
  onRegister: () => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const sendOtp = useSendLoginOtp();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateMobile(mobile, 'login');
    setError(problem ?? undefined);
    if (problem) return;
    try {
      const { registrationToken } = await sendOtp.mutateAsync(mobile.trim());
      onSent(registrationToken);
    } catch (failure) {
      onFailed(failure);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-step-title">
      <Stack gap="md">
        <StepHeading
          id="login-step-title"
          intro="Sign in with your mobile number. We send you a one-time password (OTP)."
        >
          Login
        </StepHeading>
        <TextField
          label="Mobile number"
          value={mobile}
          onChange={(value) => {
            setError(undefined);
            onMobileChange(digits(value, 10));
          }}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          leftSection={<Text size="sm">+91</Text>}
          error={error}
          data-autofocus
        />
        <Button type="submit" loading={sendOtp.isPending} fullWidth>
          Get OTP
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onForgot}>
            Forgot password?
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onRegister}>
            Register
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed">
          No account needed to book: send a request as a guest and we e-mail your voucher. Register with the same mobile
          number later to see your bookings here.
        </Text>
      </Stack>
    </form>
  );
}

function VerifyLoginOtpStep({
  mobile,
  registrationToken,
  onBack,
  onFailed,
}: {
  mobile: string;
  registrationToken: string;
  onBack: () => void;
  onFailed: (error: unknown) => void;
}) {
  const session = useSession();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useVerifyLoginOtp();
  const [signingIn, setSigningIn] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateOtp(otp);
    setError(problem ?? undefined);
    if (problem) return;
    try {
      const { user, sessionToken } = await verify.mutateAsync({
        mobilenumber: mobile,
        otp,
        registrationtoken: registrationToken,
      });
      setSigningIn(true);
      await session.signIn(user, sessionToken);
      session.closeLogin();
    } catch (failure) {
      setSigningIn(false);
      onFailed(failure);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="verify-login-title">
      <Stack gap="md">
        <StepHeading id="verify-login-title" intro={`Enter the 6-digit OTP we sent to +91 ${mobile}.`}>
          Verify OTP
        </StepHeading>
        <OtpAndSubmit
          otp={otp}
          error={error}
          onOtp={(value) => {
            setError(undefined);
            setOtp(value);
          }}
          onBack={onBack}
          submitting={verify.isPending || signingIn}
        />
      </Stack>
    </form>
  );
}

function RegisterStep({
  registration,
  onChange,
  onOtpSent,
  onRegistered,
  onFailed,
  onBackToLogin,
}: {
  registration: Registration;
  onChange: (registration: Registration) => void;
  onOtpSent: (registrationToken: string) => void;
  onRegistered: () => void;
  onFailed: (error: unknown) => void;
  onBackToLogin: () => void;
}) {
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const register = useRegister();
  const update = (change: Partial<Registration>) => {
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[key as keyof Registration];
      return next;
    });
    onChange({ ...registration, ...change });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(registration);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { registrationToken } = await register.mutateAsync(trimmed(registration));
      if (registrationToken) onOtpSent(registrationToken);
      else onRegistered();
    } catch (failure) {
      onFailed(failure);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="register-step-title">
      <Stack gap="sm">
        <StepHeading id="register-step-title" intro="We send a one-time password to your mobile to confirm it.">
          Register
        </StepHeading>
        <ProfileDetailsFields values={registration} errors={errors} onChange={update} />
        <TextField
          label="Mobile number"
          value={registration.mobile_number}
          onChange={(value) => update({ mobile_number: digits(value, 10) })}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          leftSection={<Text size="sm">+91</Text>}
          error={errors.mobile_number}
        />
        <Button type="submit" loading={register.isPending} fullWidth mt="xs">
          Register
        </Button>
        <BackToLogin onClick={onBackToLogin} />
      </Stack>
    </form>
  );
}

function RegisterOtpStep({
  mobile,
  registrationToken,
  onVerified,
  onFailed,
  onBack,
  onBackToLogin,
}: {
  mobile: string;
  registrationToken: string;
  onVerified: () => void;
  onFailed: (error: unknown) => void;
  onBack: () => void;
  onBackToLogin: () => void;
}) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useVerifyRegistrationOtp();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateOtp(otp);
    setError(problem ?? undefined);
    if (problem) return;
    try {
      await verify.mutateAsync({ mobilenumber: mobile, otp, registrationtoken: registrationToken });
      onVerified();
    } catch (failure) {
      onFailed(failure);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="register-otp-title">
      <Stack gap="md">
        <StepHeading
          id="register-otp-title"
          intro={`Enter the 6-digit OTP we sent to +91 ${mobile} to finish registering.`}
        >
          Verify OTP
        </StepHeading>
        <OtpAndSubmit
          otp={otp}
          error={error}
          onOtp={(value) => {
            setError(undefined);
            setOtp(value);
          }}
          onBack={onBack}
          submitting={verify.isPending}
        />
        <BackToLogin onClick={onBackToLogin} />
      </Stack>
    </form>
  );
}

function ForgotPasswordStep({
  onSent,
  onFailed,
  onBackToLogin,
}: {
  onSent: () => void;
  onFailed: (error: unknown) => void;
  onBackToLogin: () => void;
}) {
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const forgot = useForgotPassword();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (userId.trim() === '') {
      setError(MSG.forgotUserIdRequired);
      return;
    }
    setError(undefined);
    try {
      await forgot.mutateAsync(userId.trim());
      onSent();
    } catch (failure) {
      onFailed(failure);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="forgot-step-title">
      <Stack gap="md">
        <StepHeading
          id="forgot-step-title"
          intro="Enter the mobile number or e-mail you registered with. We e-mail you how to reset your password."
        >
          Forgot password
        </StepHeading>
        <TextField
          label="User ID"
          value={userId}
          onChange={(value) => {
            setError(undefined);
            setUserId(value);
          }}
          required
          autoComplete="username"
          error={error}
          data-autofocus
        />
        <Button type="submit" loading={forgot.isPending} fullWidth>
          Submit
        </Button>
        <BackToLogin onClick={onBackToLogin} />
      </Stack>
    </form>
  );
}
