import { TextInput, type TextInputProps } from '@mantine/core';
import { useId } from 'react';
import { sayMessage } from './messages.ts';

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * The parent owns the message; with showErrorOnlyWhenBlank it is hidden once the field holds text. It is shown in
 * the site's language when the site says it (messages.ts).
 */
export function visibleError(error: string | undefined, value: unknown, showErrorOnlyWhenBlank: boolean) {
  return showErrorOnlyWhenBlank && !isBlank(value) ? undefined : sayMessage(error);
}

export interface TextFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'error' | 'label'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  showErrorOnlyWhenBlank?: boolean;
}

export function TextField({
  label,
  value,
  onChange,
  required = false,
  error,
  showErrorOnlyWhenBlank = false,
  id,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  return (
    <TextInput
      {...inputProps}
      id={id ?? generatedId}
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      withAsterisk={required}
      aria-required={required || undefined}
      error={visibleError(error, value, showErrorOnlyWhenBlank)}
    />
  );
}
