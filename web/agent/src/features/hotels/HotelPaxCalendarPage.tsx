import { Anchor, Text } from '@mantine/core';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { HOTEL_PAX_CALENDAR_MSG, type HotelPaxEntry } from '@tripsetu/domain/hotel-booking-api.ts';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { MonthCalendar } from '../../components/MonthCalendar.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { monthOrThis } from '../../lib/pax-calendar-grid.ts';
import { useHotelPaxCalendar } from './api/get-hotel-pax-calendar.ts';
import { adultsText, nightsText } from './voucher/hotel-booking-text.ts';
import './hotels-words.ts';

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
 * one line per room, each opening its booking (the month's frame is the portal's MonthCalendar).
 */
export function HotelPaxCalendarPage() {
  usePageTitle(t('hotelPax.title'));
  const [params, setParams] = useSearchParams();
  const month = monthOrThis(params.get('month'), todayInIndia());
  const calendar = useHotelPaxCalendar(month);
  const byDay = calendar.data
    ? new Map(
        calendar.data.days.map((day) => [
          day.date,
          day.guests.map((entry, index) => <Guest key={entryKey(entry, index)} entry={entry} />),
        ]),
      )
    : undefined;
  return (
    <MonthCalendar
      words={{
        title: t('hotelPax.title'),
        previous: t('hotelPax.previous'),
        next: t('hotelPax.next'),
        loading: t('hotelPax.loading'),
        empty: HOTEL_PAX_CALENDAR_MSG.empty,
        gridLabel: (label) => t('hotelPax.gridLabel', { month: label }),
      }}
      month={month}
      onMonth={(next) => setParams({ month: next })}
      byDay={byDay}
      loading={calendar.isLoading}
      failure={
        calendar.isError
          ? {
              message: failureMessage(calendar.error, t('hotelPax.failed')),
              retry: () => void calendar.refetch(),
              retrying: calendar.isFetching,
            }
          : null
      }
    />
  );
}
