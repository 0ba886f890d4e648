import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { StaffMember } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useCreateStaff } from '../api/create-staff.ts';
import { EMPTY_NEW_STAFF, newStaffBody, validateNewStaff } from '../staff-form.ts';
import { NewPasswordFields, PersonalFields } from './StaffFormFields.tsx';
import { useFormValues } from './use-form-values.ts';

/** Add staff: personal details, the e-mail that becomes their user id, and a first password. */
export function AddStaffModal({ onClose, onAdded }: { onClose: () => void; onAdded: (member: StaffMember) => void }) {
  const create = useCreateStaff();
  const { values, setErrors, field } = useFormValues(EMPTY_NEW_STAFF);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateNewStaff(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      onAdded(await create.mutateAsync(newStaffBody(values)));
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(failureMessage(error, AGENT_MSG.submitFailed));
    }
  };

  return (
    <AppModal opened onClose={onClose} title={t('staff.add.title')} size="lg" showFooter={false}>
      <form onSubmit={submit} noValidate aria-label={t('staff.add.title')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PersonalFields field={field} />
            <TextField
              label={t('staff.email')}
              required
              type="email"
              autoComplete="off"
              description={t('staff.emailHint')}
              style={{ gridColumn: '1 / -1' }}
              {...field('email')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NewPasswordFields field={field} />
          </SimpleGrid>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('staff.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('staff.add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
