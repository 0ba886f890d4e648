import './flight-booking.css';
import { Anchor, Button, Card, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { PAX_CALENDAR_MSG, type PaxCalendarEntry, shiftMonth } from '@tripsetu/domain/pax-calendar.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { EmptyCard, LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { monthOrThis, weeksOf } from '../../lib/pax-calendar-grid.ts';
import { usePaxCalendar } from './api/get-pax-calendar.ts';

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    timeZone: 'UTC',
  });
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

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
 * journey departs, each opening its booking. A month grid on wide screens, the days with travellers on phones.
 */
export function PaxCalendarPage() {
  usePageTitle(t('paxCalendar.title'));
  const [params, setParams] = useSearchParams();
  const month = monthOrThis(params.get('month'), todayInIndia());
  const calendar = usePaxCalendar(month);
  const isPhone = useIsPhone();
  const byDay = new Map((calendar.data?.days ?? []).map((day) => [day.date, day.travellers]));
  const go = (by: number) => setParams({ month: shiftMonth(month, by) });
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('paxCalendar.title')}
        </Title>
        {/* The month, then the way to the months around it: two whole words fit a phone side by side. */}
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" aria-live="polite">
            {monthLabel(month)}
          </Title>
          <Group gap="xs" grow={isPhone} w={isPhone ? '100%' : undefined}>
            <Button variant="default" onClick={() => go(-1)}>
              {t('paxCalendar.previous')}
            </Button>
            <Button variant="default" onClick={() => go(1)}>
              {t('paxCalendar.next')}
            </Button>
          </Group>
        </Group>
        {calendar.isLoading && <Loading text={t('paxCalendar.loading')} />}
        {calendar.isError && (
          <LoadFailed
            message={failureMessage(calendar.error, t('paxCalendar.failed'))}
            onRetry={() => void calendar.refetch()}
            retrying={calendar.isFetching}
          />
        )}
        {calendar.data && byDay.size === 0 && <EmptyCard text={PAX_CALENDAR_MSG.empty} />}
        {calendar.data && byDay.size > 0 && isPhone && (
          <Stack gap="sm">
            {[...byDay.entries()].map(([date, travellers]) => (
              <Card key={date} withBorder radius="md" component="section" aria-labelledby={`day-${date}`}>
                <Title order={3} size="h5" id={`day-${date}`} mb={4}>
                  {dayLabel(date)}
                </Title>
                <ul className="pax-day">
                  {travellers.map((entry) => (
                    <Traveller key={`${entry.bookingId}-${entry.route}-${entry.name}`} entry={entry} />
                  ))}
                </ul>
              </Card>
            ))}
          </Stack>
        )}
        {calendar.data && byDay.size > 0 && !isPhone && (
          <Table
            withTableBorder
            withColumnBorders
            layout="fixed"
            aria-label={t('paxCalendar.gridLabel', { month: monthLabel(month) })}
          >
            <Table.Thead>
              <Table.Tr>
                {WEEKDAYS.map((day) => (
                  <Table.Th key={day} scope="col">
                    {day}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {weeksOf(month).map((week) => (
                <Table.Tr key={week.find(Boolean) ?? 'week'}>
                  {week.map((date, index) => (
                    <Table.Td key={date ?? `empty-${index}`} valign="top" className="pax-cell">
                      {date && (
                        <>
                          <Text size="sm" fw={700}>
                            {Number(date.slice(8))}
                          </Text>
                          <ul className="pax-day">
                            {(byDay.get(date) ?? []).map((entry) => (
                              <Traveller key={`${entry.bookingId}-${entry.route}-${entry.name}`} entry={entry} />
                            ))}
                          </ul>
                        </>
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
