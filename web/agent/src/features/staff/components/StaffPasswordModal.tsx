import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { validateNewPassword } from '@tripsetu/domain/agency.ts';
import type { StaffMember } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { type FormEvent, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useSetStaffPassword } from '../api/set-staff-password.ts';
import { staffName } from '../staff-form.ts';
import { NewPasswordFields } from './StaffFormFields.tsx';
import { useFormValues } from './use-form-values.ts';

/** Change a staff member's password (POST /staff/:id/password). */
export function StaffPasswordModal({
  member,
  onClose,
  onChanged,
}: {
  member: StaffMember;
  onClose: () => void;
  onChanged: () => void;
}) {
  const setPassword = useSetStaffPassword();
  const { values, setErrors, field } = useFormValues({ newPassword: '', confirmPassword: '' });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateNewPassword(values.newPassword, values.confirmPassword);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      // The answer's message speaks to the signed-in user ("Your password…"), not about the staff member.
      await setPassword.mutateAsync({ id: member.id, password: values });
      onChanged();
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(failureMessage(error, AGENT_MSG.changePasswordFailed));
    }
  };

  return (
    <AppModal opened onClose={onClose} title={t('staff.password.title')} showFooter={false}>
      <form onSubmit={submit} noValidate aria-label={t('staff.password.title')}>
        <Stack gap="md">
          <Text size="sm">{t('staff.password.for', { name: staffName(member), userId: member.userId })}</Text>
          <NewPasswordFields field={field} />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('staff.cancel')}
            </Button>
            <Button type="submit" loading={setPassword.isPending}>
              {t('staff.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
