import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { USER_STATUSES } from '@tripsetu/domain/agency.ts';
import type { StaffMember } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useUpdateStaff } from '../api/update-staff.ts';
import { endsSessions, staffEditBody, staffEditValues, staffName, validateStaffEdit } from '../staff-form.ts';
import { PersonalFields } from './StaffFormFields.tsx';
import { useFormValues } from './use-form-values.ts';

const STATUSES = USER_STATUSES.map((status) => ({ value: status, label: status }));

/** Edit a staff member: names, mobile and status; the e-mail is their user id and stays. */
export function EditStaffModal({
  member,
  onClose,
  onSaved,
}: {
  member: StaffMember;
  onClose: () => void;
  onSaved: (member: StaffMember) => void;
}) {
  const update = useUpdateStaff();
  const confirm = useConfirm();
  const { values, setErrors, field } = useFormValues(staffEditValues(member));
  const [failure, setFailure] = useState<string | null>(null);
  // The shared confirm dialog opens beneath an open modal, so this one steps aside while it asks.
  const [confirming, setConfirming] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateStaffEdit(values, member);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (endsSessions(member.status, values.status)) {
      setConfirming(true);
      const yes = await confirm({
        title: t('staff.confirmStatus.title'),
        message: t('staff.confirmStatus.message', { name: staffName(member), status: values.status }),
        yesLabel: t('staff.confirmStatus.yes', { status: values.status }),
        noLabel: t('staff.cancel'),
      });
      setConfirming(false);
      if (!yes) return;
    }
    try {
      onSaved(await update.mutateAsync({ id: member.id, body: staffEditBody(values) }));
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(failureMessage(error, AGENT_MSG.submitFailed));
    }
  };

  return (
    <AppModal
      opened={!confirming}
      onClose={onClose}
      title={t('staff.edit.title', { name: staffName(member) })}
      size="lg"
      showFooter={false}
    >
      <form onSubmit={submit} noValidate aria-label={t('staff.edit.formLabel')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PersonalFields field={field} />
            <TextField
              label={t('staff.email')}
              value={member.email}
              onChange={() => {}}
              readOnly
              variant="filled"
              description={t('staff.emailFixed')}
            />
            <SelectField label={t('staff.status')} required data={STATUSES} {...field('status')} />
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
            <Button type="submit" loading={update.isPending}>
              {t('staff.edit.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
