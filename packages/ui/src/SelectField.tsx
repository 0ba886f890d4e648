import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useId } from 'react';
import { visibleError } from './TextField.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends Omit<NativeSelectProps, 'value' | 'onChange' | 'error' | 'label' | 'data' | 'children'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  data: SelectOption[];
  placeholder?: string;
  required?: boolean;
  error?: string;
  showErrorOnlyWhenBlank?: boolean;
}

export function SelectField({
  label,
  value,
  onChange,
  data,
  placeholder,
  required = false,
  error,
  showErrorOnlyWhenBlank = false,
  id,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const options = placeholder === undefined ? data : [{ value: '', label: placeholder, disabled: required }, ...data];
  return (
    <NativeSelect
      {...selectProps}
      id={id ?? generatedId}
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={options}
      withAsterisk={required}
      aria-required={required || undefined}
      error={visibleError(error, value, showErrorOnlyWhenBlank)}
    />
  );
}
