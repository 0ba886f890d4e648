import { Anchor, Button, Card, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { HOTEL_PAX_CALENDAR_MSG, type HotelPaxEntry } from '@tripsetu/domain/hotel-booking-api.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { EmptyCard, LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { monthOrThis, shiftMonth, weeksOf } from '../../lib/pax-calendar-grid.ts';
import { useHotelPaxCalendar } from './api/get-hotel-pax-calendar.ts';
import { adultsText, nightsText } from './voucher/hotel-booking-text.ts';

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
const DAY_LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;

const childrenText = (children: number) =>
  children === 0
    ? t('hotelPax.childrenNone')
    : children === 1
      ? t('hotelPax.childOne')
      : t('hotelPax.children', { count: children });

/** "Sea Breeze Inn, Goa · 3 nights · 2 adults, 1 child · Deluxe Room" */
const stayText = (entry: HotelPaxEntry) =>
  t('hotelPax.stay', {
    hotel: entry.hotel,
    city: entry.city,
    nights: nightsText(entry.nights),
    guests: t('hotelPax.guests', { adults: adultsText(entry.adults), children: childrenText(entry.children) }),
    roomType: entry.roomType,
  });

/** One room's lead guest on the day they check in: the name opens the booking, the stay below it. */
function Guest({ entry }: { entry: HotelPaxEntry }) {
  return (
    <li>
      <Anchor component={Link} to={ROUTES.hotelBooking(entry.bookingId)} size="xs" fw={600}>
        {entry.guest}
      </Anchor>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {stayText(entry)}
        {entry.voucherNo ? ` · ${t('hotelPax.voucher', { voucher: entry.voucherNo })}` : ''}
      </Text>
    </li>
  );
}

const entryKey = (entry: HotelPaxEntry, index: number) => `${entry.bookingId}-${index}-${entry.guest}`;

/**
 * Hotel Pax Calendar (agent-portal.md §2; issue 23): a month of the agency's hotel guests by the day they check in,
 * one line per room, each opening its booking. A month grid on wide screens, the days with guests on phones.
 */
export function HotelPaxCalendarPage() {
  usePageTitle(t('hotelPax.title'));
  const [params, setParams] = useSearchParams();
  const month = monthOrThis(params.get('month'), todayInIndia());
  const calendar = useHotelPaxCalendar(month);
  const isPhone = useIsPhone();
  const byDay = new Map(
    (calendar.data?.days ?? []).filter((day) => day.guests.length > 0).map((day) => [day.date, day.guests]),
  );
  const go = (by: number) => setParams({ month: shiftMonth(month, by) });
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('hotelPax.title')}
        </Title>
        {/* The month, then the way to the months around it: two whole words fit a phone side by side. */}
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" aria-live="polite">
            {monthLabel(month)}
          </Title>
          <Group gap="xs" grow={isPhone} w={isPhone ? '100%' : undefined}>
            <Button variant="default" onClick={() => go(-1)}>
              {t('hotelPax.previous')}
            </Button>
            <Button variant="default" onClick={() => go(1)}>
              {t('hotelPax.next')}
            </Button>
          </Group>
        </Group>
        {calendar.isLoading && <Loading text={t('hotelPax.loading')} />}
        {calendar.isError && (
          <LoadFailed
            message={failureMessage(calendar.error, t('hotelPax.failed'))}
            onRetry={() => void calendar.refetch()}
            retrying={calendar.isFetching}
          />
        )}
        {calendar.data && byDay.size === 0 && <EmptyCard text={HOTEL_PAX_CALENDAR_MSG.empty} />}
        {calendar.data && byDay.size > 0 && isPhone && (
          <Stack gap="sm">
            {[...byDay.entries()].map(([date, guests]) => (
              <Card key={date} withBorder radius="md" component="section" aria-labelledby={`day-${date}`}>
                <Title order={3} size="h5" id={`day-${date}`} mb={4}>
                  {dayLabel(date)}
                </Title>
                <Stack component="ul" gap={6} style={DAY_LIST}>
                  {guests.map((entry, index) => (
                    <Guest key={entryKey(entry, index)} entry={entry} />
                  ))}
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
        {calendar.data && byDay.size > 0 && !isPhone && (
          <Table
            withTableBorder
            withColumnBorders
            layout="fixed"
            aria-label={t('hotelPax.gridLabel', { month: monthLabel(month) })}
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
                    <Table.Td
                      key={date ?? `empty-${index}`}
                      valign="top"
                      style={{ height: '6rem', overflowWrap: 'anywhere' }}
                    >
                      {date && (
                        <>
                          <Text size="sm" fw={700}>
                            {Number(date.slice(8))}
                          </Text>
                          <Stack component="ul" gap={6} style={DAY_LIST}>
                            {(byDay.get(date) ?? []).map((entry, entryIndex) => (
                              <Guest key={entryKey(entry, entryIndex)} entry={entry} />
                            ))}
                          </Stack>
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
