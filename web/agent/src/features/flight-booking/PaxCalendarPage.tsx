import { Anchor, Text } from '@mantine/core';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { PAX_CALENDAR_MSG, type PaxCalendarEntry } from '@tripsetu/domain/pax-calendar.ts';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { MonthCalendar } from '../../components/MonthCalendar.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { monthOrThis } from '../../lib/pax-calendar-grid.ts';
import { usePaxCalendar } from './api/get-pax-calendar.ts';

/** One traveller on one journey: time, name and route, opening the booking. */
function Traveller({ entry }: { entry: PaxCalendarEntry }) {
  return (
    <li>
      <Anchor component={Link} to={ROUTES.flightBooking(entry.bookingId)} size="xs" fw={600}>
        {entry.departureTime} {entry.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {entry.route} · {entry.flight} · PNR {entry.pnr}
        {entry.status === 'ON_HOLD' ? ` · ${t('paxCalendar.onHold')}` : ''}
      </Text>
    </li>
  );
}

/**
 * Flight Pax Calendar (agent-portal.md §2; issue 21): a month of the agency's travellers by the day each
 * journey departs, each opening its booking (the month's frame is the portal's MonthCalendar).
 */
export function PaxCalendarPage() {
  usePageTitle(t('paxCalendar.title'));
  const [params, setParams] = useSearchParams();
  const month = monthOrThis(params.get('month'), todayInIndia());
  const calendar = usePaxCalendar(month);
  const byDay = calendar.data
    ? new Map(
        calendar.data.days.map((day) => [
          day.date,
          day.travellers.map((entry) => (
            <Traveller key={`${entry.bookingId}-${entry.route}-${entry.name}`} entry={entry} />
          )),
        ]),
      )
    : undefined;
  return (
    <MonthCalendar
      words={{
        title: t('paxCalendar.title'),
        previous: t('paxCalendar.previous'),
        next: t('paxCalendar.next'),
        loading: t('paxCalendar.loading'),
        empty: PAX_CALENDAR_MSG.empty,
        gridLabel: (label) => t('paxCalendar.gridLabel', { month: label }),
      }}
      month={month}
      onMonth={(next) => setParams({ month: next })}
      byDay={byDay}
      loading={calendar.isLoading}
      failure={
        calendar.isError
          ? {
              message: failureMessage(calendar.error, t('paxCalendar.failed')),
              retry: () => void calendar.refetch(),
              retrying: calendar.isFetching,
            }
          : null
      }
    />
  );
}
