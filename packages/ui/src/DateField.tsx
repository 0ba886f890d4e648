import { Input, InputBase } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { sayMessage } from './messages.ts';

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

const loadPicker = () => import('./DatePickerField.tsx');
const DatePickerField = lazy(loadPicker);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'YYYY-MM-DD' as the calendar shows it: DD/MM/YYYY, with 'ddd, ' before it when asked. */
export function formatFieldDate(isoDate: string, showWeekday: boolean): string {
  const [year, month, day] = isoDate.split('-');
  const shown = `${day}/${month}/${year}`;
  if (!showWeekday) return shown;
  return `${WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()]}, ${shown}`;
}

/**
 * A date chosen from a calendar. Until someone points at it, focuses it or clicks it, the field is
 * a look-alike button that costs no calendar code; the calendar (a chunk of its own) then takes its
 * place, opened if it was clicked. Decision 018 says why.
 */
export function DateField(props: DateFieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const [clicked, setClicked] = useState(false);
  const lookAlike = (onOpen?: () => void) => (
    <>
      <InputBase
        component="button"
        type="button"
        id={id}
        label={props.label}
        withAsterisk={props.required}
        error={sayMessage(props.error)}
        multiline
        classNames={{ input: 'tripsetu-date-trigger' }}
        onPointerEnter={() => void loadPicker()}
        onFocus={() => void loadPicker()}
        onClick={onOpen}
      >
        {props.value ? (
          formatFieldDate(props.value, props.showWeekday ?? false)
        ) : (
          <Input.Placeholder error={sayMessage(props.error)}>{props.placeholder}</Input.Placeholder>
        )}
      </InputBase>
      {props.name && <input type="hidden" name={props.name} value={props.value ?? ''} />}
    </>
  );
  if (!clicked) return lookAlike(() => setClicked(true));
  return (
    <Suspense fallback={lookAlike()}>
      <DatePickerField {...props} id={id} />
    </Suspense>
  );
}
