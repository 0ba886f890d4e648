import { TextInput } from '@mantine/core';
import { useId } from 'react';
import { t } from '../../../i18n/i18n.ts';

/** The user id (the registered e-mail id). Always required, so the label stays exactly 'User ID'. */
export function UserIdField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <TextInput
      id={id}
      label={t('auth.userId')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      aria-required
      autoComplete="username"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      description={t('auth.userIdHint')}
      error={error}
    />
  );
}
