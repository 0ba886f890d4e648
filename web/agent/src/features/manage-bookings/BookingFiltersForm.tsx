import { Button, Card, Group, SimpleGrid } from '@mantine/core';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '@tripsetu/domain/flight-booking.ts';
import { DateField } from '@tripsetu/ui/DateField';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { t } from '../../i18n/i18n.ts';
import type { BookingFilters } from './api/list-bookings.ts';

type Draft = Omit<BookingFilters, 'page'>;
const EMPTY: Draft = { q: '', status: '', bookedFrom: '', bookedTo: '', travelFrom: '', travelTo: '' };

/** What Manage Bookings searches by; Search sends it, Clear empties it. Server messages show on their fields. */
export function BookingFiltersForm({
  searchLabel,
  initial,
  errors,
  onSearch,
}: {
  /** What the one search box finds, which differs by product. */
  searchLabel: string;
  initial: Partial<BookingFilters>;
  errors: Record<string, string>;
  onSearch: (filters: Draft) => void;
}) {
  const [draft, setDraft] = useState<Draft>({ ...EMPTY, ...initial });
  const set = (key: keyof Draft) => (value: string | null) =>
    setDraft((current) => ({ ...current, [key]: value ?? '' }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, q: draft.q.trim() });
  };
  const dateField = (key: 'bookedFrom' | 'bookedTo' | 'travelFrom' | 'travelTo') => (
    <DateField label={t(`manageBookings.${key}`)} value={draft[key] || null} onChange={set(key)} error={errors[key]} />
  );
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t('manageBookings.filters')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <TextField label={searchLabel} value={draft.q} onChange={set('q')} maxLength={60} error={errors.q} />
        <SelectField
          label={t('manageBookings.status')}
          value={draft.status}
          onChange={set('status')}
          data={[
            { value: '', label: t('manageBookings.status.any') },
            ...BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status] })),
          ]}
        />
        {dateField('bookedFrom')}
        {dateField('bookedTo')}
        {dateField('travelFrom')}
        {dateField('travelTo')}
      </SimpleGrid>
      <Group gap="sm" mt="md">
        <Button type="submit">{t('manageBookings.search')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(EMPTY);
            onSearch(EMPTY);
          }}
        >
          {t('manageBookings.clear')}
        </Button>
      </Group>
    </Card>
  );
}
