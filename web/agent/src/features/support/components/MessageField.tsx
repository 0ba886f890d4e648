import { Textarea } from '@mantine/core';
import { SUPPORT_MESSAGE_MAX } from '@tripsetu/domain/agency.ts';
import { t } from '../../../i18n/i18n.ts';

/** A message box with its count of characters; the limit is checked on sending, with the spec's message. */
export function MessageField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const length = value.trim().length;
  return (
    <Textarea
      label={label}
      withAsterisk
      aria-required
      autosize
      minRows={4}
      maxRows={14}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      description={t('support.messageCount', { count: length, max: SUPPORT_MESSAGE_MAX })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
