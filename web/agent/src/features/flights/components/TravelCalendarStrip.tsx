import { Group, Text } from '@mantine/core';
import type { FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../i18n/i18n.ts';
import { weekdayAndDay } from '../../../lib/flight-display.ts';
import { resultsPathFor } from '../../../lib/flight-search-url.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useTravelCalendars } from '../api/get-travel-calendar.ts';
import { calendarDays, calendarWindow, monthsOf, pricesComputedAt } from '../travel-calendar.ts';

/**
 * §1 travel calendar for the onward flight: the lowest one-adult fare of each day around the chosen
 * date, and when it was worked out. Picking a day searches that day instead.
 */
export function TravelCalendarStrip({ search, today }: { search: FlightSearchRequest; today: string }) {
  const headingId = useId();
  const navigate = useNavigate();
  const onward = search.segments[0];
  const days = onward ? calendarWindow(onward.date, today) : [];
  const calendars = useTravelCalendars(
    monthsOf(days).map((month) => ({ from: onward?.from ?? '', to: onward?.to ?? '', month, cabin: search.cabin })),
  );
  if (!onward) return null;
  const loading = calendars.some((calendar) => calendar.isPending);
  const failed = calendars.some((calendar) => calendar.isError);
  const fares = calendarDays(
    days,
    calendars.map((calendar) => calendar.data),
    today,
    search.tripType === 'ROUND_TRIP' ? search.returnDate : undefined,
  );
  const asOf = pricesComputedAt(fares);

  return (
    <section aria-labelledby={headingId} className="calendar-section">
      <Group justify="space-between" gap="xs" mb={6}>
        <div>
          <Text id={headingId} component="h2" size="sm" fw={700} m={0}>
            {t('flights.calendar.title')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('flights.calendar.perAdult')}
          </Text>
        </div>
        {asOf && (
          <Text size="xs" c="dimmed">
            {t('flights.calendar.asOf', { time: formatDateTime(asOf) })}
          </Text>
        )}
      </Group>
      <ul className="calendar-strip plain-list">
        {fares.map((day) => {
          const chosen = day.date === onward.date;
          // Without the calendar, a day is still worth trying; with it, a day with no flights is not.
          const selectable = failed
            ? day.date >= today && (search.tripType !== 'ROUND_TRIP' || day.date < (search.returnDate ?? ''))
            : day.selectable;
          const [weekday, date] = weekdayAndDay(day.date);
          return (
            <li key={day.date}>
              <button
                type="button"
                className="calendar-day"
                aria-current={chosen ? 'date' : undefined}
                aria-disabled={!selectable || undefined}
                title={
                  day.computedAt ? t('flights.calendar.asOf', { time: formatDateTime(day.computedAt) }) : undefined
                }
                onClick={() => {
                  if (!selectable || chosen) return;
                  navigate(resultsPathFor({ ...search, segments: [{ ...onward, date: day.date }] }));
                }}
              >
                <span>
                  {weekday} {date}
                </span>
                <span className="calendar-price">
                  {day.lowestPaise !== null
                    ? formatRupees(day.lowestPaise)
                    : loading
                      ? '…'
                      : failed
                        ? '—'
                        : t('flights.calendar.noFare')}
                </span>
                <span className="visually-hidden">
                  {[
                    chosen ? t('flights.calendar.chosen') : '',
                    day.computedAt ? t('flights.calendar.asOf', { time: formatDateTime(day.computedAt) }) : '',
                  ]
                    .filter(Boolean)
                    .map((part) => `, ${part}`)
                    .join('')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
