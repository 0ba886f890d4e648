import { List, Text, Title } from '@mantine/core';
import type { HotelDetails } from '@tripsetu/domain/hotel-results.ts';
import { HOTEL_FACILITY_LABELS } from '@tripsetu/domain/hotel-search.ts';
import { type ReactNode, useId } from 'react';
import { t } from '../../../i18n/i18n.ts';

/** A section of the hotel's page under its own h2. */
export function DetailsSection({
  title,
  id,
  className,
  children,
}: {
  title: string;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} id={id} className={`hotel-details-section ${className ?? ''}`.trim()}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

type Hotel = HotelDetails['hotel'];

export function HotelOverview({ hotel }: { hotel: Hotel }) {
  return (
    <DetailsSection title={t('hotelDetails.overview')}>
      <Text size="sm">{hotel.overview}</Text>
    </DetailsSection>
  );
}

export function HotelAmenities({ hotel }: { hotel: Hotel }) {
  return (
    <DetailsSection title={t('hotelDetails.amenities')}>
      {hotel.facilities.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('hotelDetails.noAmenities')}
        </Text>
      ) : (
        <ul className="hotel-plain-list hotel-details-amenities">
          {hotel.facilities.map((facility) => (
            <li key={facility} className="hotel-facility">
              {HOTEL_FACILITY_LABELS[facility]}
            </li>
          ))}
        </ul>
      )}
    </DetailsSection>
  );
}

export function HotelPolicies({ hotel }: { hotel: Hotel }) {
  return (
    <DetailsSection title={t('hotelDetails.policies')}>
      <List size="sm" spacing={4}>
        {hotel.policies.map((policy) => (
          <List.Item key={policy}>{policy}</List.Item>
        ))}
      </List>
    </DetailsSection>
  );
}
