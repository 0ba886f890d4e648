import type { FieldErrors } from '@tripsetu/domain/agency.ts';
import { useState } from 'react';

/** A small form's values and messages; typing in a field clears its message. */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof T, string>>>({});
  const field = (name: Extract<keyof T, string>) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });
  return { values, setValues, errors, setErrors, field };
}
