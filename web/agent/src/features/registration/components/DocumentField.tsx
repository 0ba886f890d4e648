import { Input, Text } from '@mantine/core';
import { useId } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { DOCUMENT_ACCEPT, formatFileSize } from '../registration-steps.ts';

interface DocumentFieldProps {
  label: string;
  file: File | null;
  /** Answers whether the file was taken; a refused one is cleared from the input. */
  onChange: (file: File | null) => boolean;
  required: boolean;
  description?: string;
  error?: string;
}

/** A native file input (so keyboards, screen readers and phone cameras all work) under a Mantine label. */
export function DocumentField({ label, file, onChange, required, description, error }: DocumentFieldProps) {
  const id = useId();
  const describedBy = [error && `${id}-error`, description && `${id}-description`].filter(Boolean).join(' ');
  return (
    <Input.Wrapper id={id} label={label} required={required} description={description} error={error}>
      <input
        id={id}
        type="file"
        accept={DOCUMENT_ACCEPT}
        className="file-input"
        data-invalid={error ? true : undefined}
        aria-invalid={error ? true : undefined}
        required={required}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const input = event.currentTarget;
          if (!onChange(input.files?.[0] ?? null)) input.value = '';
        }}
      />
      {file && (
        <Text size="sm" mt={6} className="file-chosen">
          {t('registration.fileChosen', { name: file.name, size: formatFileSize(file.size) })}
        </Text>
      )}
    </Input.Wrapper>
  );
}
