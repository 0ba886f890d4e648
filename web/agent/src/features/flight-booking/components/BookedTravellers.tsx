import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { PAX_TYPE_LABELS } from '@tripsetu/domain/flight-booking.ts';
import type { BookedTraveller, FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import type { ReactNode } from 'react';
import { CardFact, CardFacts, CardList } from '../../../components/ListParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { baggageLabel, mealLabel, segmentRoute, serviceLabel } from '../booking-display.ts';

const fullName = (traveller: BookedTraveller) =>
  `${traveller.title} ${traveller.firstName} ${traveller.lastName}`.trim();

/** 'DEL–BOM: 14C' per flight, for seats and meals; journeys for baggage and services. */
function perFlight(booking: FlightBooking, traveller: BookedTraveller, pick: 'seats' | 'meals'): string[] {
  return traveller.legs.flatMap((leg, legIndex) =>
    leg[pick].flatMap((value, segmentIndex) =>
      value
        ? [
            t('flightBooking.ticket.onSegment', {
              route: segmentRoute(booking.legs[legIndex], segmentIndex),
              value: pick === 'meals' ? mealLabel(value) : value,
            }),
          ]
        : [],
    ),
  );
}

function perJourney(booking: FlightBooking, traveller: BookedTraveller, pick: 'baggage' | 'services'): string[] {
  return traveller.legs.flatMap((leg, legIndex) => {
    const route = `${booking.legs[legIndex]?.from ?? ''}–${booking.legs[legIndex]?.to ?? ''}`;
    return leg[pick].map((code) =>
      t('flightBooking.ticket.onSegment', {
        route,
        value: pick === 'baggage' ? baggageLabel(code) : serviceLabel(code),
      }),
    );
  });
}

function Lines({ values }: { values: string[] }): ReactNode {
  if (values.length === 0) return t('flightBooking.ticket.none');
  return (
    <Stack gap={0}>
      {values.map((value) => (
        <Text key={value} size="sm" span display="block">
          {value}
        </Text>
      ))}
    </Stack>
  );
}

function tickets(traveller: BookedTraveller): string[] {
  return traveller.tickets.map((ticket) => `${ticket.carrier} ${ticket.number}`);
}

/** The flights a traveller is cancelled on, or was moved off ('6E-2134 DEL–BOM, …'), or '' when none. */
function cancelledFlights(
  booking: FlightBooking,
  traveller: BookedTraveller,
  from: 'cancelledSegments' | 'rescheduledSegments' = 'cancelledSegments',
): string {
  return booking[from]
    .filter((entry) => entry.traveller === traveller.index)
    .map((entry) => {
      const segment = booking.legs[entry.legIndex]?.itinerary.segments[entry.segmentIndex];
      return segment ? `${segment.carrier}-${segment.flightNumber} ${segment.origin}–${segment.destination}` : '';
    })
    .filter(Boolean)
    .join(', ');
}

/** Each traveller with their ticket numbers (once ticketed), seats, meals, excess baggage and services. */
export function BookedTravellers({ booking }: { booking: FlightBooking }) {
  const isPhone = useIsPhone();
  const ticketsOf = (traveller: BookedTraveller) => {
    const cancelled = cancelledFlights(booking, traveller);
    const moved = cancelledFlights(booking, traveller, 'rescheduledSegments');
    return (
      <>
        {traveller.tickets.length > 0 ? <Lines values={tickets(traveller)} /> : t('flightBooking.ticket.notTicketed')}
        {cancelled && (
          <Text size="xs" c="red.8" fw={600}>
            {t('cancellation.cancelledOn', { flights: cancelled })}
          </Text>
        )}
        {moved && (
          <Text size="xs" c="violet.9" fw={600}>
            {t('reschedule.movedOn', { flights: moved })}
          </Text>
        )}
      </>
    );
  };
  if (isPhone) {
    return (
      <CardList label={t('flightBooking.ticket.travellers')}>
        {booking.travellers.map((traveller) => (
          <li key={traveller.index}>
            <Card withBorder radius="md" p="sm" component="article" aria-labelledby={`pax-${traveller.index}`}>
              <Title order={3} size="h5" id={`pax-${traveller.index}`} mb="xs">
                {fullName(traveller)}
              </Title>
              <CardFacts>
                <CardFact label={t('flightBooking.ticket.col.type')}>{PAX_TYPE_LABELS[traveller.paxType]}</CardFact>
                <CardFact label={t('flightBooking.ticket.col.tickets')}>{ticketsOf(traveller)}</CardFact>
                <CardFact label={t('flightBooking.ticket.col.seats')}>
                  <Lines values={perFlight(booking, traveller, 'seats')} />
                </CardFact>
                <CardFact label={t('flightBooking.ticket.col.meals')}>
                  <Lines values={perFlight(booking, traveller, 'meals')} />
                </CardFact>
                <CardFact label={t('flightBooking.ticket.col.baggage')}>
                  <Lines values={perJourney(booking, traveller, 'baggage')} />
                </CardFact>
                <CardFact label={t('flightBooking.ticket.col.services')}>
                  <Lines values={perJourney(booking, traveller, 'services')} />
                </CardFact>
              </CardFacts>
            </Card>
          </li>
        ))}
      </CardList>
    );
  }
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="sm" aria-label={t('flightBooking.ticket.travellers')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('flightBooking.ticket.col.traveller')}</Table.Th>
            <Table.Th scope="col">{t('flightBooking.ticket.col.tickets')}</Table.Th>
            <Table.Th scope="col">{t('flightBooking.ticket.col.seats')}</Table.Th>
            <Table.Th scope="col">{t('flightBooking.ticket.col.meals')}</Table.Th>
            <Table.Th scope="col">{t('flightBooking.ticket.col.baggage')}</Table.Th>
            <Table.Th scope="col">{t('flightBooking.ticket.col.services')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {booking.travellers.map((traveller) => (
            <Table.Tr key={traveller.index}>
              <Table.Th scope="row" fw={600}>
                {fullName(traveller)}
                <Text size="xs" c="dimmed" fw={400}>
                  {PAX_TYPE_LABELS[traveller.paxType]}
                </Text>
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {ticketsOf(traveller)}
              </Table.Td>
              <Table.Td>
                <Lines values={perFlight(booking, traveller, 'seats')} />
              </Table.Td>
              <Table.Td>
                <Lines values={perFlight(booking, traveller, 'meals')} />
              </Table.Td>
              <Table.Td>
                <Lines values={perJourney(booking, traveller, 'baggage')} />
              </Table.Td>
              <Table.Td>
                <Lines values={perJourney(booking, traveller, 'services')} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
