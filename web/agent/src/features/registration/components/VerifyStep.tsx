import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { OtpChannel, RegistrationStarted } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { OtpField } from '@tripsetu/ui/OtpField';
import { type FormEvent, useState } from 'react';
import { type TextKey, t } from '../../../i18n/i18n.ts';
import { failureMessage } from '../../../lib/api.ts';
import { DemoOutboxHint } from '../../../lib/DemoOutboxHint.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { validateOtp } from '../../../lib/otp.ts';
import { useResendRegistrationOtp } from '../api/resend-registration-otp.ts';
import { useVerifyRegistrationOtp } from '../api/verify-registration-otp.ts';

interface ChannelText {
  label: TextKey;
  verify: TextKey;
  resend: TextKey;
  verified: string;
  failed: string;
}

const CHANNEL_TEXT: Record<OtpChannel, ChannelText> = {
  email: {
    label: 'registration.emailOtp',
    verify: 'registration.verifyEmail',
    resend: 'registration.resendEmail',
    verified: AGENT_MSG.emailVerified,
    failed: AGENT_MSG.verifyEmailFailed,
  },
  mobile: {
    label: 'registration.mobileOtp',
    verify: 'registration.verifyMobile',
    resend: 'registration.resendMobile',
    verified: AGENT_MSG.mobileVerified,
    failed: AGENT_MSG.verifyMobileFailed,
  },
};

interface Note {
  tone: 'success' | 'info' | 'error';
  message: string;
}

interface ChannelState {
  otp: string;
  verified: boolean;
  note: Note | null;
}

const START: ChannelState = { otp: '', verified: false, note: null };

function ChannelForm({
  channel,
  destination,
  state,
  onOtpChange,
  onVerify,
  onResend,
  verifying,
  resending,
}: {
  channel: OtpChannel;
  destination: string;
  state: ChannelState;
  onOtpChange: (otp: string) => void;
  onVerify: () => void;
  onResend: () => void;
  verifying: boolean;
  resending: boolean;
}) {
  const text = CHANNEL_TEXT[channel];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onVerify();
  };
  return (
    <Card withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate className="otp-card">
      <Stack gap="sm">
        <OtpField
          label={t(text.label)}
          value={state.otp}
          onChange={onOtpChange}
          description={destination}
          error={state.note?.tone === 'error' ? state.note.message : undefined}
          disabled={state.verified}
        />
        {state.verified ? (
          <Group gap="xs">
            <Badge color="green" variant="light" size="lg" radius="sm">
              {t('registration.verified')}
            </Badge>
          </Group>
        ) : (
          <Group justify="space-between" gap="xs">
            <Button type="submit" loading={verifying}>
              {t(text.verify)}
            </Button>
            <Anchor component="button" type="button" size="sm" onClick={onResend} disabled={resending}>
              {t(text.resend)}
            </Anchor>
          </Group>
        )}
        {state.note && state.note.tone !== 'error' && (
          <Text size="sm" role="status" c={state.note.tone === 'success' ? 'green.8' : undefined}>
            {state.note.message}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** §4: the application goes in once both the e-mail and the mobile OTP are verified. */
export function VerifyStep({ started, onSubmitted }: { started: RegistrationStarted; onSubmitted: () => void }) {
  const [channels, setChannels] = useState<Record<OtpChannel, ChannelState>>({ email: START, mobile: START });
  const verify = useVerifyRegistrationOtp();
  const resend = useResendRegistrationOtp();
  const [busy, setBusy] = useState<{ channel: OtpChannel; action: 'verify' | 'resend' } | null>(null);

  const update = (channel: OtpChannel, change: Partial<ChannelState>) =>
    setChannels((current) => ({ ...current, [channel]: { ...current[channel], ...change } }));

  const verifyChannel = async (channel: OtpChannel) => {
    const otp = channels[channel].otp;
    const problem = validateOtp(otp);
    if (problem) {
      update(channel, { note: { tone: 'error', message: problem } });
      return;
    }
    setBusy({ channel, action: 'verify' });
    try {
      const progress = await verify.mutateAsync({ registrationToken: started.registrationToken, channel, otp });
      setChannels((current) => ({
        email: { ...current.email, verified: progress.emailVerified },
        mobile: { ...current.mobile, verified: progress.mobileVerified },
        [channel]: {
          ...current[channel],
          verified: channel === 'email' ? progress.emailVerified : progress.mobileVerified,
          note: { tone: 'success', message: CHANNEL_TEXT[channel].verified },
        },
      }));
      if (progress.submitted) onSubmitted();
    } catch (error) {
      update(channel, { note: { tone: 'error', message: failureMessage(error, CHANNEL_TEXT[channel].failed) } });
    } finally {
      setBusy(null);
    }
  };

  const resendChannel = async (channel: OtpChannel) => {
    setBusy({ channel, action: 'resend' });
    try {
      const answer = await resend.mutateAsync({ registrationToken: started.registrationToken, channel });
      update(channel, { otp: '', note: { tone: 'info', message: answer.message } });
    } catch (error) {
      update(channel, { note: { tone: 'error', message: failureMessage(error, AGENT_MSG.submitFailed) } });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md">
      <Text>{t('registration.verify.intro', { email: started.maskedEmail, mobile: started.maskedMobile })}</Text>
      <Text size="sm" c="dimmed">
        {t('registration.verify.validity', {
          minutes: String(started.otpValidMinutes),
          time: formatDateTime(started.expiresAt),
        })}
      </Text>
      <div className="otp-grid">
        {(['email', 'mobile'] as const).map((channel) => (
          <ChannelForm
            key={channel}
            channel={channel}
            destination={channel === 'email' ? started.maskedEmail : started.maskedMobile}
            state={channels[channel]}
            onOtpChange={(otp) => update(channel, { otp, note: null })}
            onVerify={() => void verifyChannel(channel)}
            onResend={() => void resendChannel(channel)}
            verifying={busy?.channel === channel && busy.action === 'verify'}
            resending={busy?.channel === channel && busy.action === 'resend'}
          />
        ))}
      </div>
      <DemoOutboxHint />
    </Stack>
  );
}
