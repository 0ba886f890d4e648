import './month-calendar.css';
import { Button, Card, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { shiftMonth } from '@tripsetu/domain/pax-calendar.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import type { ReactNode } from 'react';
import { weeksOf } from '../lib/pax-calendar-grid.ts';
import { EmptyCard, LoadFailed, Loading } from './ListParts.tsx';

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

export interface MonthCalendarWords {
  title: string;
  previous: string;
  next: string;
  loading: string;
  empty: string;
  /** The grid's name for those who hear the page, given the month's label. */
  gridLabel: (month: string) => string;
}

/** One day's people, one to a line (list items the page draws). */
const DayList = ({ items }: { items: readonly ReactNode[] }) => <ul className="month-calendar-day">{items}</ul>;

/**
 * A month of people by day, as the Flight and Hotel Pax Calendars show them (agent-portal.md §2): the month and the
 * way to the months around it, then a month grid on wide screens or the days that have someone on phones. The
 * page gives each day's lines (`byDay`, already drawn) and the state of its query.
 */
export function MonthCalendar(props: {
  words: MonthCalendarWords;
  month: string;
  onMonth: (month: string) => void;
  byDay: ReadonlyMap<string, readonly ReactNode[]> | undefined;
  loading: boolean;
  failure: { message: string; retry: () => void; retrying: boolean } | null;
}) {
  const { words, month, byDay } = props;
  const isPhone = useIsPhone();
  const days = byDay ? [...byDay.entries()].filter(([, items]) => items.length > 0) : [];
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {words.title}
        </Title>
        {/* The month, then the way to the months around it: two whole words fit a phone side by side. */}
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" aria-live="polite">
            {monthLabel(month)}
          </Title>
          <Group gap="xs" grow={isPhone} w={isPhone ? '100%' : undefined}>
            <Button variant="default" onClick={() => props.onMonth(shiftMonth(month, -1))}>
              {words.previous}
            </Button>
            <Button variant="default" onClick={() => props.onMonth(shiftMonth(month, 1))}>
              {words.next}
            </Button>
          </Group>
        </Group>
        {props.loading && <Loading text={words.loading} />}
        {props.failure && (
          <LoadFailed message={props.failure.message} onRetry={props.failure.retry} retrying={props.failure.retrying} />
        )}
        {byDay && days.length === 0 && <EmptyCard text={words.empty} />}
        {days.length > 0 && isPhone && (
          <Stack gap="sm">
            {days.map(([date, items]) => (
              <Card key={date} withBorder radius="md" component="section" aria-labelledby={`day-${date}`}>
                <Title order={3} size="h5" id={`day-${date}`} mb={4}>
                  {dayLabel(date)}
                </Title>
                <DayList items={items} />
              </Card>
            ))}
          </Stack>
        )}
        {days.length > 0 && !isPhone && (
          <Table withTableBorder withColumnBorders layout="fixed" aria-label={words.gridLabel(monthLabel(month))}>
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
                    <Table.Td key={date ?? `empty-${index}`} valign="top" className="month-calendar-cell">
                      {date && (
                        <>
                          <Text size="sm" fw={700}>
                            {Number(date.slice(8))}
                          </Text>
                          <DayList items={byDay?.get(date) ?? []} />
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
