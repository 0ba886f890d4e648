import { Text } from '@mantine/core';
import { formatHhmm, terminalLabel } from '@tripsetu/domain/flight-results.ts';
import { t } from '../i18n/i18n.ts';

/** One end of a journey as both the results' cards and the booked itinerary show it. */
export interface EndpointProps {
  /** 'Departs' or 'Arrives', for a screen reader. */
  caption: string;
  time: string;
  code: string;
  city: string;
  terminal: string;
  /** Days after the journey's first day (the '+1' mark). */
  extraDays?: number;
  /** The arriving end, drawn to the right. */
  end?: boolean;
}

/** '06:05', and '+1' (read as 'next day') when the flight leaves or lands days after the journey starts. */
export function EndpointTime({ time, extraDays }: { time: string; extraDays: number }) {
  return (
    <>
      {formatHhmm(time)}
      {extraDays > 0 && (
        <Text span size="xs" fw={700} ml={4} className="next-day">
          {t('flights.card.nextDay', { days: extraDays })}
          <span className="visually-hidden">{` (${t('flights.card.nextDayLong', { days: extraDays })})`}</span>
        </Text>
      )}
    </>
  );
}

/** 'Terminal-1' under an airport, or nothing when the terminal is blank (§9). */
export function EndpointTerminal({ terminal }: { terminal: string }) {
  const text = terminalLabel(terminal);
  return text ? (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  ) : null;
}
