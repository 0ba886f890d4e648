import { TextInput, UnstyledButton } from '@mantine/core';
import { useId, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  description?: string;
  autoComplete: 'current-password' | 'new-password';
}

/**
 * A password with a Show/Hide button, so the agent can check what was typed on a phone keyboard.
 * Always required, so the label carries no asterisk and stays exactly the field's name.
 */
export function PasswordField({ label, value, onChange, error, description, autoComplete }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      aria-required
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      error={error}
      description={description}
      rightSectionWidth={68}
      rightSectionPointerEvents="all"
      rightSection={
        <UnstyledButton type="button" className="password-toggle" onClick={() => setVisible((shown) => !shown)}>
          {visible ? t('auth.hidePassword') : t('auth.showPassword')}
          <span className="visually-hidden"> {label}</span>
        </UnstyledButton>
      }
    />
  );
}
