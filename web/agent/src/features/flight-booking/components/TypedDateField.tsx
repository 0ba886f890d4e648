import { DateInput } from '@mantine/dates';
import { isIsoDate } from '@tripsetu/domain/dates.ts';
import { CALENDAR_ARIA_LABELS, DATE_DISPLAY_FORMAT } from '@tripsetu/ui/DateField';
import { t } from '../../../i18n/i18n.ts';

/** 'DD/MM/YYYY' (also with '-' or '.', and 'YYYY-MM-DD') → 'YYYY-MM-DD', or null when it is no date. */
export function parseTypedDate(text: string): string | null {
  const value = text.trim();
  if (isIsoDate(value)) return value;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!match) return null;
  const iso = `${match[3]}-${(match[2] ?? '').padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * A date typed as on a passport (DD/MM/YYYY) or picked from a calendar: dates of birth and passport
 * dates lie years away, where typing is quicker than paging a calendar. The rules (and their
 * messages) are the form's, so any real date is taken as typed.
 */
export function TypedDateField({
  id,
  label,
  value,
  onChange,
  error,
  required = false,
  defaultDate,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** Where the calendar opens when the field is empty. */
  defaultDate?: string;
}) {
  return (
    <DateInput
      id={id}
      label={label}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      dateParser={parseTypedDate}
      valueFormat={DATE_DISPLAY_FORMAT}
      placeholder={t('flightBooking.date.format')}
      description={t('flightBooking.date.hint')}
      defaultDate={defaultDate}
      ariaLabels={CALENDAR_ARIA_LABELS}
      withAsterisk={required}
      aria-required={required || undefined}
      error={error}
      allowDeselect
      autoComplete="off"
    />
  );
}
