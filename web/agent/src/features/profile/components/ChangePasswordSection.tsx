import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { type FieldErrors, PASSWORD_MAX, PASSWORD_MIN } from '@tripsetu/domain/agency.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useChangePassword } from '../api/change-password.ts';
import { type PasswordChange, validatePasswordChange } from '../profile-form.ts';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Everyone signed in changes their own password here (POST /profile/password). */
export function ChangePasswordSection() {
  const change = useChangePassword();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof PasswordChange>>({});
  const [banner, setBanner] = useState<{ id: number; variant: AlertVariant; message: string } | null>(null);

  const field = (name: keyof PasswordChange) => ({
    value: values[name],
    error: errors[name],
    maxLength: PASSWORD_MAX,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await change.mutateAsync(values);
      setValues(EMPTY);
      setBanner({ id: Date.now(), variant: 'success', message: answer.message });
    } catch (error) {
      const refused = fieldErrors(error);
      setErrors(refused);
      // A message the server tied to a field shows under it; an alert would only repeat it.
      if (Object.keys(refused).length === 0) {
        setBanner({ id: Date.now(), variant: 'error', message: failureMessage(error, AGENT_MSG.changePasswordFailed) });
      }
    }
  };

  return (
    <DetailSection id="password" title={t('profile.section.password')}>
      <form onSubmit={submit} noValidate aria-label={t('profile.section.password')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PasswordInput
              label={t('profile.password.current')}
              withAsterisk
              autoComplete="current-password"
              {...field('currentPassword')}
            />
            <PasswordInput
              label={t('profile.password.new')}
              withAsterisk
              autoComplete="new-password"
              description={t('profile.password.rule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...field('newPassword')}
            />
            <PasswordInput
              label={t('profile.password.confirm')}
              withAsterisk
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
          </SimpleGrid>
          {banner && (
            <AutoHideAlert
              key={banner.id}
              variant={banner.variant}
              message={banner.message}
              onClose={() => setBanner(null)}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('profile.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DetailSection>
  );
}
