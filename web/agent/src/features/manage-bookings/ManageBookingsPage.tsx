import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import type { BookingProductCode } from '@tripsetu/domain/booking-api.ts';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import { useSearchParams } from 'react-router';
import { BookingTabs, type TabKey } from '../../components/BookingTabs.tsx';
import { EmptyCard, LoadFailed, Loading } from '../../components/ListParts.tsx';
import { Pager } from '../../components/Pager.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { type BookingFilters, excelHref, useBookingList } from './api/list-bookings.ts';
import { BookingFiltersForm } from './BookingFiltersForm.tsx';
import { BookingNotice } from './BookingNotice.tsx';
import { BookingsList } from './BookingsList.tsx';

/** Each product's tab, and what its one search box finds. */
const TAB_OF: Record<BookingProductCode, TabKey> = { FLIGHT: 'flights', BUS: 'buses', HOTEL: 'hotels' };
const SEARCH_LABEL = {
  FLIGHT: 'manageBookings.q',
  BUS: 'manageBookings.q.bus',
  HOTEL: 'manageBookings.q.hotel',
} as const satisfies Record<BookingProductCode, string>;

const KEYS = ['q', 'status', 'bookedFrom', 'bookedTo', 'travelFrom', 'travelTo', 'page'] as const;

/**
 * §2 Manage Bookings: the agency's bookings of one product, flights, buses or hotels (every agency's for the back
 * office), found by booking id, PNR, ticket number or traveller, status and dates, 25 a page, and as Excel.
 * The filters live in the address, so a reload or a shared link shows the same list.
 */
export function ManageBookingsPage({ product = 'FLIGHT' }: { product?: BookingProductCode }) {
  usePageTitle(t('manageBookings.title'));
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(KEYS.map((key) => [key, params.get(key) ?? ''])) as BookingFilters;
  const list = useBookingList(product, filters);
  const page = Number(filters.page) || 1;
  const search = (next: Partial<BookingFilters>) =>
    setParams(
      new URLSearchParams(Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1]))),
    );
  const total = list.data?.total ?? 0;
  const pages = list.data ? Math.ceil(total / list.data.pageSize) : 0;
  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2" mb={4}>
        {t('manageBookings.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('manageBookings.intro')}
      </Text>
      <BookingTabs current={TAB_OF[product]} />
      <Stack gap="md">
        <BookingNotice product={product} />
        <BookingFiltersForm
          key={`${product}?${params}`}
          searchLabel={t(SEARCH_LABEL[product])}
          initial={filters}
          errors={fieldErrors(list.error)}
          onSearch={search}
        />
        {list.isPending && <Loading text={t('manageBookings.loading')} />}
        {list.isError && Object.keys(fieldErrors(list.error)).length === 0 && (
          <LoadFailed
            message={failureMessage(list.error, AGENT_MSG.loadDetailsFailed)}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        )}
        {list.data && (
          <>
            <Group justify="space-between" gap="sm">
              <Text fw={600} aria-live="polite">
                {list.data.more
                  ? t('manageBookings.countMore', { count: total.toLocaleString('en-IN') })
                  : total === 1
                    ? t('manageBookings.countOne')
                    : t('manageBookings.count', { count: total })}
              </Text>
              {total > 0 && (
                <Button component="a" href={excelHref(product, filters)} download variant="default">
                  {t('manageBookings.excel')}
                </Button>
              )}
            </Group>
            {list.data.rows.length === 0 ? (
              <EmptyCard text={BOOKING_MSG.noBookings} />
            ) : (
              <BookingsList product={product} rows={list.data.rows} />
            )}
            <Pager page={page} pages={pages} onPage={(next) => search({ ...filters, page: String(next) })} />
          </>
        )}
      </Stack>
    </Container>
  );
}
