import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { daysBetween } from '@tripsetu/domain/dates.ts';
import type { FareOption, FareRules, FlightSegment } from '@tripsetu/domain/flight-api.ts';
import type { QuotedLeg } from '@tripsetu/domain/flight-booking-api.ts';
import { durationText } from '@tripsetu/domain/flight-results.ts';
import { useId, useState } from 'react';
import { type EndpointProps, EndpointTerminal, EndpointTime } from '../../../components/EndpointParts.tsx';
import { FareRulesModal } from '../../../components/FareRulesModal.tsx';
import { t } from '../../../i18n/i18n.ts';
import { flightChain } from '../../../lib/fare-summary.ts';
import { longDate } from '../../../lib/flight-display.ts';
import { legTitle } from '../booking-display.ts';

function Endpoint({ caption, time, code, city, terminal, extraDays = 0, end = false }: EndpointProps) {
  return (
    <div className={end ? 'booked-endpoint booked-endpoint-end' : 'booked-endpoint'}>
      <Text size="xs" c="dimmed">
        {caption}
      </Text>
      <Text fw={700} size="lg" className="money">
        <EndpointTime time={time} extraDays={extraDays} />
      </Text>
      <Text size="sm" fw={600}>
        {code}{' '}
        <Text span size="sm" fw={400}>
          {city}
        </Text>
      </Text>
      <EndpointTerminal terminal={terminal} />
    </div>
  );
}

function SegmentRow({ segment, firstDate }: { segment: FlightSegment; firstDate: string }) {
  return (
    <li className="booked-segment">
      <Text size="sm" fw={600}>
        {t('flightBooking.segment.flight', {
          airline: segment.carrierName,
          flight: `${segment.carrier}-${segment.flightNumber}`,
        })}{' '}
        <Text span size="xs" c="dimmed" fw={400}>
          · {segment.aircraftName}
        </Text>
      </Text>
      <div className="booked-times">
        <Endpoint
          caption={t('flightBooking.segment.departs')}
          time={segment.departureTime}
          code={segment.origin}
          city={segment.originCity}
          terminal={segment.departureTerminal}
          extraDays={daysBetween(firstDate, segment.departureDate)}
        />
        <Text size="xs" c="dimmed" ta="center" className="booked-duration">
          {t('flightBooking.segment.duration', { time: durationText(segment.durationMinutes) })}
        </Text>
        <Endpoint
          caption={t('flightBooking.segment.arrives')}
          time={segment.arrivalTime}
          code={segment.destination}
          city={segment.destinationCity}
          terminal={segment.arrivalTerminal}
          extraDays={daysBetween(firstDate, segment.arrivalDate)}
          end
        />
      </div>
    </li>
  );
}

function FareFacts({ fare, infants, onRules }: { fare: FareOption; infants: number; onRules: () => void }) {
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Text size="sm" fw={600}>
        {t('flightBooking.fare.family', { family: fare.family })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('flights.fare.class', { code: fare.bookingClass })}
      </Text>
      <Text size="sm">
        {t('flights.fare.baggage', { cabin: fare.baggage.cabinKg, checkIn: fare.baggage.checkInKg })}
      </Text>
      {infants > 0 && <Text size="sm">{t('flights.fare.infantBaggage', { kg: fare.baggage.infantCheckInKg })}</Text>}
      <Badge color={fare.refundable ? 'green' : 'gray'} variant="light" radius="sm">
        {fare.refundable ? t('flights.card.refundable') : t('flightBooking.fare.nonRefundable')}
      </Badge>
      <Button variant="subtle" size="compact-sm" onClick={onRules}>
        {t('flights.fare.rules')}
      </Button>
    </Group>
  );
}

/**
 * The booked or reviewed journey, leg by leg: each flight with its times (HH:MM), airports and
 * terminals, the layovers, and the fare with its baggage and a link to its change and cancellation
 * charges.
 */
export function ItinerarySummary({
  legs,
  tripType,
  fareRules,
  infants,
  headingLevel = 3,
}: {
  legs: readonly QuotedLeg[];
  tripType: string;
  fareRules: Record<string, FareRules>;
  infants: number;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const [rulesOf, setRulesOf] = useState<QuotedLeg | null>(null);
  const rulesFare = rulesOf?.itinerary.fares[0];
  return (
    <Stack gap="sm">
      {legs.map((leg, legIndex) => {
        const fare = leg.itinerary.fares[0];
        const first = leg.itinerary.segments[0];
        const last = leg.itinerary.segments.at(-1);
        const headingId = `${id}-leg-${legIndex}`;
        return (
          <Card
            key={`${leg.from}-${leg.to}-${leg.date}`}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-labelledby={headingId}
          >
            <Group justify="space-between" align="baseline" gap="xs" mb="xs">
              <Title order={headingLevel} size="h5" id={headingId}>
                {t('flightBooking.leg.heading', {
                  title: legTitle(tripType, legIndex),
                  from: first?.originCity ?? leg.from,
                  to: last?.destinationCity ?? leg.to,
                })}
              </Title>
              <Text size="sm" c="dimmed">
                {longDate(first?.departureDate ?? leg.date)}
              </Text>
            </Group>
            <ul className="plain-list booked-segments">
              {leg.itinerary.segments.map((segment, index) => (
                <SegmentFragment
                  key={`${segment.carrier}-${segment.flightNumber}`}
                  segment={segment}
                  firstDate={first?.departureDate ?? leg.date}
                  showLayover={index > 0}
                />
              ))}
            </ul>
            {fare && <FareFacts fare={fare} infants={infants} onRules={() => setRulesOf(leg)} />}
          </Card>
        );
      })}
      {rulesOf && rulesFare && (
        <FareRulesModal
          fare={rulesFare}
          rules={fareRules[rulesFare.rulesId]}
          chain={flightChain(rulesOf.itinerary)}
          onClose={() => setRulesOf(null)}
        />
      )}
    </Stack>
  );
}

function SegmentFragment({
  segment,
  firstDate,
  showLayover,
}: {
  segment: FlightSegment;
  firstDate: string;
  showLayover: boolean;
}) {
  return (
    <>
      {showLayover && (
        <li className="booked-layover">
          <Text size="xs" fw={600}>
            {t('flights.card.layover', { time: durationText(segment.layoverMinutes), city: segment.originCity })}
          </Text>
        </li>
      )}
      <SegmentRow segment={segment} firstDate={firstDate} />
    </>
  );
}
