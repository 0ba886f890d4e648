import { PasswordInput } from '@mantine/core';
import { AGENT_SALUTATIONS, PASSWORD_MAX, PASSWORD_MIN } from '@tripsetu/domain/agency.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { t } from '../../../i18n/i18n.ts';

const SALUTATIONS = AGENT_SALUTATIONS.map((salutation) => ({ value: salutation, label: salutation }));

export interface FieldProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** Salutation, names and mobile: the fields the add and edit forms share. */
export function PersonalFields({
  field,
}: {
  field: (name: 'salutation' | 'firstName' | 'lastName' | 'mobile') => FieldProps;
}) {
  return (
    <>
      <SelectField
        label={t('staff.salutation')}
        required
        data={SALUTATIONS}
        placeholder={t('staff.salutationPick')}
        {...field('salutation')}
      />
      <TextField label={t('staff.firstName')} required autoComplete="off" {...field('firstName')} />
      <TextField label={t('staff.lastName')} required autoComplete="off" {...field('lastName')} />
      <TextField label={t('staff.mobile')} required inputMode="numeric" maxLength={10} {...field('mobile')} />
    </>
  );
}

/** Password and Confirm password for a password the owner hands over. */
export function NewPasswordFields({ field }: { field: (name: 'newPassword' | 'confirmPassword') => FieldProps }) {
  const input = (name: 'newPassword' | 'confirmPassword') => {
    const { value, error, onChange } = field(name);
    return {
      value,
      error,
      onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
    };
  };
  return (
    <>
      <PasswordInput
        label={t('staff.password')}
        withAsterisk
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        description={t('staff.passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...input('newPassword')}
      />
      <PasswordInput
        label={t('staff.confirmPassword')}
        withAsterisk
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        {...input('confirmPassword')}
      />
    </>
  );
}
