import { DatePickerInput } from '@mantine/dates';
import { useId } from 'react';
import { useIsPhone } from './theme.tsx';

export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';
export const DATE_DISPLAY_FORMAT_WITH_WEEKDAY = 'ddd, DD/MM/YYYY';
export const PHONE_MONTHS_SHOWN = 12;

/** Names for the calendar's arrow and level buttons, which are icons and would otherwise be unnamed. */
export const CALENDAR_ARIA_LABELS = {
  monthLevelControl: 'Choose month',
  yearLevelControl: 'Choose year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD' */
  value: string | null;
  onChange: (value: string | null) => void;
  minDate?: string;
  maxDate?: string;
  required?: boolean;
  error?: string;
  showWeekday?: boolean;
  placeholder?: string;
  name?: string;
  id?: string;
  /** Dates that cannot be chosen, e.g. days a package does not operate ('YYYY-MM-DD' in). */
  isDateExcluded?: (date: string) => boolean;
}

export function DateField({
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
  id,
  isDateExcluded,
}: DateFieldProps) {
  const generatedId = useId();
  const isPhone = useIsPhone();
  return (
    <DatePickerInput
      id={id ?? generatedId}
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
