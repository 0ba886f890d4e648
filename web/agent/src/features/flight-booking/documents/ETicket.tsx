import { Stack, Table, Text, Title } from '@mantine/core';
import { PAX_TYPE_LABELS } from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { travellerExtrasText } from '@tripsetu/domain/flight-extras.ts';
import { durationText, formatClock } from '@tripsetu/domain/flight-results.ts';
import { CABIN_LABELS } from '@tripsetu/domain/flight-types.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { t } from '../../../i18n/i18n.ts';
import { longDate } from '../../../lib/flight-display.ts';

/** Amounts under each other and their total; rows are labels and paise. */
export function Amounts({
  lines,
  total,
  totalLabel,
}: {
  lines: readonly { label: string; amountPaise: number }[];
  total: number;
  totalLabel: string;
}) {
  return (
    <Table className="doc-amounts" withRowBorders={false} verticalSpacing={2}>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.label}>
            <Table.Td>{line.label}</Table.Td>
            <Table.Td className="money doc-amount">{formatRupees(line.amountPaise)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr className="doc-total">
          <Table.Th scope="row">{totalLabel}</Table.Th>
          <Table.Td className="money doc-amount">{formatRupees(total)}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** The e-ticket's itinerary, travellers, fare (optional) and what to know before flying. */
export function ETicket({ booking, showFare }: { booking: FlightBooking; showFare: boolean }) {
  return (
    <>
      <Title order={2} size="h5" className="doc-heading">
        {t('flightDocs.itinerary')}
      </Title>
      {booking.legs.map((leg) => {
        const fare = leg.itinerary.fares[0];
        return (
          <Stack key={leg.itinerary.id} gap={4} mb="sm">
            <section
              className="doc-table-wrap"
              aria-label={t('flightDocs.itinerary')}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on phones, and a keyboard can only scroll what takes focus
              tabIndex={0}
            >
              <Table className="doc-table" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('flightDocs.flight')}</Table.Th>
                    <Table.Th scope="col">{t('flightDocs.departs')}</Table.Th>
                    <Table.Th scope="col">{t('flightDocs.arrives')}</Table.Th>
                    <Table.Th scope="col">{t('flightDocs.duration')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {leg.itinerary.segments.map((segment) => (
                    <Table.Tr key={`${segment.carrier}-${segment.flightNumber}`}>
                      <Table.Td>
                        <Text fw={700} size="sm">
                          {segment.carrierName} {segment.carrier}-{segment.flightNumber}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {segment.aircraftName} · {CABIN_LABELS[booking.cabin]} {fare?.bookingClass}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text fw={700} size="sm">
                          {formatClock(segment.departureTime)} {segment.origin}
                        </Text>
                        <Text size="xs">
                          {longDate(segment.departureDate)} · {segment.originCity} ·{' '}
                          {t('flightDocs.terminal', { terminal: segment.departureTerminal })}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text fw={700} size="sm">
                          {formatClock(segment.arrivalTime)} {segment.destination}
                        </Text>
                        <Text size="xs">
                          {longDate(segment.arrivalDate)} · {segment.destinationCity} ·{' '}
                          {t('flightDocs.terminal', { terminal: segment.arrivalTerminal })}
                        </Text>
                      </Table.Td>
                      <Table.Td>{durationText(segment.durationMinutes)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </section>
            {fare && (
              <Text size="xs" c="dimmed">
                {t('flightDocs.baggage', {
                  family: fare.family,
                  cabinKg: fare.baggage.cabinKg,
                  checkInKg: fare.baggage.checkInKg,
                  infantKg: fare.baggage.infantCheckInKg,
                })}
              </Text>
            )}
          </Stack>
        );
      })}
      <Title order={2} size="h5" className="doc-heading">
        {t('flightDocs.travellers')}
      </Title>
      <section
        className="doc-table-wrap"
        aria-label={t('flightDocs.travellers')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on phones, and a keyboard can only scroll what takes focus
        tabIndex={0}
      >
        <Table className="doc-table" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('flightDocs.traveller')}</Table.Th>
              <Table.Th scope="col">{t('flightDocs.type')}</Table.Th>
              <Table.Th scope="col">{t('flightDocs.ticketNumber')}</Table.Th>
              <Table.Th scope="col">{t('flightDocs.extras')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {booking.travellers.map((traveller) => (
              <Table.Tr key={traveller.index}>
                <Table.Td>
                  {traveller.title} {traveller.firstName} {traveller.lastName}
                </Table.Td>
                <Table.Td>{PAX_TYPE_LABELS[traveller.paxType]}</Table.Td>
                <Table.Td className="money">
                  {traveller.tickets.length === 0
                    ? t('flightDocs.notTicketedYet')
                    : traveller.tickets.map((ticket) => (
                        <div key={ticket.carrier}>
                          {ticket.carrier} {ticket.number}
                        </div>
                      ))}
                </Table.Td>
                <Table.Td>{travellerExtrasText(traveller) || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
      {showFare && (
        <>
          <Title order={2} size="h5" className="doc-heading">
            {t('flightDocs.fare')}
          </Title>
          <Amounts lines={booking.customerFare} total={booking.customerTotalPaise} totalLabel={t('flightDocs.total')} />
        </>
      )}
      <Title order={2} size="h5" className="doc-heading">
        {t('flightDocs.important')}
      </Title>
      <Text size="xs">{t('flightDocs.importantText')}</Text>
      <Text size="xs">
        {t('flightDocs.contact', {
          mobile: `${booking.contact.countryCode} ${booking.contact.mobile}`,
          email: booking.contact.email,
        })}
      </Text>
    </>
  );
}
