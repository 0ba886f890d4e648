import { Card, Container, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import type { ReactNode } from 'react';
import { BookingTabs, type TabKey } from '../../components/BookingTabs.tsx';
import { EmptyCard, LoadFailed, Loading } from '../../components/ListParts.tsx';
import { Pager } from '../../components/Pager.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';

/**
 * A Manage Bookings tab that lists one kind of after-sales row (cancellations, reschedules): the tabs,
 * the count, a table (a card each on a phone), 'No booking records found.' and the pager.
 */
export function ListOfTab<Row>({
  tab,
  intro,
  loading,
  count,
  list,
  page,
  onPage,
  table,
  cards,
}: {
  tab: TabKey;
  intro: string;
  loading: string;
  count: (total: number) => string;
  list: UseQueryResult<{ rows: Row[]; total: number; pageSize: number }>;
  page: number;
  onPage: (page: number) => void;
  table: (rows: Row[]) => ReactNode;
  cards: (rows: Row[]) => ReactNode;
}) {
  usePageTitle(t(`manageBookings.tab.${tab}`));
  const isPhone = useIsPhone();
  const total = list.data?.total ?? 0;
  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2" mb={4}>
        {t('manageBookings.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {intro}
      </Text>
      <BookingTabs current={tab} />
      <Stack gap="md">
        {list.isPending && <Loading text={loading} />}
        {list.isError && (
          <LoadFailed
            message={failureMessage(list.error, AGENT_MSG.loadDetailsFailed)}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        )}
        {list.data && (
          <>
            <Text fw={600} aria-live="polite">
              {count(total)}
            </Text>
            {list.data.rows.length === 0 ? (
              <EmptyCard text={BOOKING_MSG.noBookings} />
            ) : isPhone ? (
              cards(list.data.rows)
            ) : (
              <Card withBorder radius="md" p={0}>
                {table(list.data.rows)}
              </Card>
            )}
            <Pager page={page} pages={Math.ceil(total / list.data.pageSize)} onPage={onPage} />
          </>
        )}
      </Stack>
    </Container>
  );
}
