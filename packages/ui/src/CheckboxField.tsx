import { Checkbox, type CheckboxProps, Text } from '@mantine/core';
import { useId } from 'react';
import { sayMessage } from './messages.ts';

export interface CheckboxFieldProps extends Omit<CheckboxProps, 'value' | 'checked' | 'onChange' | 'error' | 'label'> {
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
  required?: boolean;
  error?: string;
}

export function CheckboxField({
  label,
  value,
  onChange,
  required = false,
  error,
  id,
  ...checkboxProps
}: CheckboxFieldProps) {
  const generatedId = useId();
  return (
    <Checkbox
      {...checkboxProps}
      id={id ?? generatedId}
      label={
        <>
          {label}
          {required && (
            <Text span c="red" aria-hidden>
              {' *'}
            </Text>
          )}
        </>
      }
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
      aria-required={required || undefined}
      error={sayMessage(error)}
    />
  );
}
