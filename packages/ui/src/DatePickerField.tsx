import '@mantine/dates/styles.layer.css';
import { DatePickerInput } from '@mantine/dates';
import { useEffect, useRef } from 'react';
import {
  CALENDAR_ARIA_LABELS,
  DATE_DISPLAY_FORMAT,
  DATE_DISPLAY_FORMAT_WITH_WEEKDAY,
  type DateFieldProps,
  PHONE_MONTHS_SHOWN,
} from './DateField.tsx';
import { useIsPhone } from './theme.tsx';

/**
 * The calendar behind DateField, in a chunk of its own (Mantine's dates package is the largest
 * part of a search form): DateField draws a look-alike field until someone reaches for it.
 */
export default function DatePickerField({
  id,
  label,
  value,
  onChange,
  minDate,
  maxDate,
  required = false,
  error,
  showWeekday = false,
  placeholder,
  name,
  isDateExcluded,
}: DateFieldProps & { id: string }) {
  const isPhone = useIsPhone();
  const field = useRef<HTMLButtonElement>(null);
  // Mounted because the look-alike was clicked: take its focus, and open as the click asked.
  useEffect(() => {
    field.current?.focus();
    field.current?.click();
  }, []);
  return (
    <DatePickerInput
      ref={field}
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      minDate={minDate}
      maxDate={maxDate}
      withAsterisk={required}
      error={error}
      placeholder={placeholder}
      name={name}
      excludeDate={isDateExcluded}
      ariaLabels={CALENDAR_ARIA_LABELS}
      valueFormat={showWeekday ? DATE_DISPLAY_FORMAT_WITH_WEEKDAY : DATE_DISPLAY_FORMAT}
      dropdownType={isPhone ? 'modal' : 'popover'}
      numberOfColumns={isPhone ? PHONE_MONTHS_SHOWN : 1}
      classNames={isPhone ? { levelsGroup: 'tripsetu-months-stack' } : undefined}
      modalProps={{
        fullScreen: true,
        title: label,
        withCloseButton: true,
        closeButtonProps: { 'aria-label': 'Close calendar' },
      }}
    />
  );
}
