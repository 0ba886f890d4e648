import './flight-trips.css';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { PASSENGER_CALENDAR_TEXT, type PassengerCalendarEntry } from '@tripsetu/domain/gateway-flight-trips.ts';
import { monthOrThis, shiftMonth, weeksOf } from '@tripsetu/domain/pax-calendar.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../app/session-context.tsx';
import { SignInPrompt } from '../../components/SignInPrompt.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { usePassengerCalendar } from './api/trips.ts';

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/**
 * /flight/passenger-calendar (decision 029): the signed-in traveller's flights by the day each journey
 * leaves, as the agents' Flight Pax Calendar shows an agency's; each opens its booking. A month grid on
 * wide screens, the days with flights as a list on phones; ?month=YYYY-MM.
 */
export function PassengerCalendarPage() {
  const { user } = useSession();
  usePageMeta(PASSENGER_CALENDAR_TEXT.title);
  if (!user) {
    return (
      <SignInPrompt
        title={PASSENGER_CALENDAR_TEXT.title}
        message="Please login to continue. Your flights are in your account."
      />
    );
  }
  return <Calendar agentId={user.agentId} />;
}

function Calendar({ agentId }: { agentId: string }) {
  const [params, setParams] = useSearchParams();
  const month = monthOrThis(params.get('month'), todayInIndia());
  const calendar = usePassengerCalendar(agentId, month);
  const isPhone = useIsPhone();
  const byDay = new Map(
    (calendar.data?.month === month ? calendar.data.days : []).map((day) => [day.date, day.travellers]),
  );
  const go = (by: number) => setParams({ month: shiftMonth(month, by) });
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {PASSENGER_CALENDAR_TEXT.title}
          </Title>
          <Text c="dimmed" size="sm">
            {PASSENGER_CALENDAR_TEXT.intro}{' '}
            <Anchor component={Link} to="/my-bookings" size="sm" underline="always">
              All my bookings
            </Anchor>
          </Text>
        </div>
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" aria-live="polite" id="calendar-month">
            {monthLabel(month)}
          </Title>
          <Group gap="xs" grow={isPhone} w={isPhone ? '100%' : undefined}>
            <Button variant="default" onClick={() => go(-1)}>
              {PASSENGER_CALENDAR_TEXT.previous}
            </Button>
            <Button variant="default" onClick={() => go(1)}>
              {PASSENGER_CALENDAR_TEXT.next}
            </Button>
          </Group>
        </Group>
        {calendar.isFetching && !calendar.data && (
          <Group justify="center" py="xl" role="status">
            <Loader size="md" />
            <Text>Loading your flights</Text>
          </Group>
        )}
        {calendar.isError && (
          <Alert color="red" title={PASSENGER_CALENDAR_TEXT.title} role="alert">
            {calendar.error.message}
          </Alert>
        )}
        {calendar.data?.month === month && byDay.size === 0 && (
          <Card withBorder radius="md" p="xl" ta="center">
            <Stack align="center" gap="sm">
              <Text fw={600}>{PASSENGER_CALENDAR_TEXT.empty}</Text>
              <Button component={Link} to="/flight" variant="light">
                Search flights
              </Button>
            </Stack>
          </Card>
        )}
        {byDay.size > 0 && isPhone && (
          <Stack gap="sm" component="ul" className="trip-day" aria-labelledby="calendar-month">
            {[...byDay.entries()].map(([date, travellers]) => (
              <li key={date}>
                <Card withBorder radius="md" component="section" aria-labelledby={`day-${date}`}>
                  <Title order={3} size="h5" id={`day-${date}`} mb={4}>
                    {dayLabel(date)}
                  </Title>
                  <ul className="trip-day">
                    {travellers.map((entry) => (
                      <Flight key={`${entry.txid}-${entry.route}-${entry.name}`} entry={entry} />
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </Stack>
        )}
        {byDay.size > 0 && !isPhone && (
          <Table withTableBorder withColumnBorders layout="fixed" aria-labelledby="calendar-month">
            <Table.Thead>
              <Table.Tr>
                {WEEKDAYS.map(([short, long]) => (
                  <Table.Th key={short} scope="col">
                    <abbr title={long}>{short}</abbr>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {weeksOf(month).map((week) => (
                <Table.Tr key={week.find(Boolean) ?? 'week'}>
                  {week.map((date, index) =>
                    date ? (
                      <Table.Td key={date} valign="top" className="trip-cell">
                        <Text size="sm" fw={700}>
                          <VisuallyHidden>{dayLabel(date)}</VisuallyHidden>
                          <span aria-hidden="true">{Number(date.slice(8))}</span>
                        </Text>
                        <ul className="trip-day">
                          {(byDay.get(date) ?? []).map((entry) => (
                            <Flight key={`${entry.txid}-${entry.route}-${entry.name}`} entry={entry} />
                          ))}
                        </ul>
                      </Table.Td>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a weekday is its column
                      <Table.Td key={`empty-${index}`} className="trip-cell trip-cell-outside" />
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}

/** One traveller on one journey: time, name and route, opening the booking's details. */
function Flight({ entry }: { entry: PassengerCalendarEntry }) {
  const waiting = entry.status_code === 'NOT_CONFIRMED';
  return (
    <li>
      <Anchor component={Link} to={`/flight/order-details/${entry.txid}`} size="xs" fw={600}>
        {entry.departuretime} {entry.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {entry.route.replace('-', ' → ')} · {entry.flight}
        {entry.pnr && ` · PNR ${entry.pnr}`}
        {waiting && ` · ${PASSENGER_CALENDAR_TEXT.awaitingPayment}`}
      </Text>
    </li>
  );
}
