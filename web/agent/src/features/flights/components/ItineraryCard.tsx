import { Badge, Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { daysBetween } from '@tripsetu/domain/dates.ts';
import type { FareOption, Itinerary } from '@tripsetu/domain/flight-api.ts';
import { durationText, FEW_SEATS_LEFT, stopsLabel } from '@tripsetu/domain/flight-results.ts';
import { CABIN_LABELS } from '@tripsetu/domain/flight-types.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useId, useState } from 'react';
import { AlsoIn } from '../../../components/AlsoIn.tsx';
import { type EndpointProps, EndpointTerminal, EndpointTime } from '../../../components/EndpointParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { flightChain } from '../../../lib/fare-summary.ts';
import { useShownMarkup } from '../../../lib/get-markups.ts';

export function cheapestFare(itinerary: Itinerary): FareOption | undefined {
  return itinerary.fares.reduce<FareOption | undefined>(
    (cheapest, fare) => (!cheapest || fare.totalPaise < cheapest.totalPaise ? fare : cheapest),
    undefined,
  );
}

/** 'IndiGo' or 'Air India, IndiGo' for a journey on two airlines. */
export function airlineNames(itinerary: Itinerary): string {
  return [...new Set(itinerary.segments.map((segment) => segment.carrierName))].join(', ');
}

/** '1h 20m in Mumbai' for each change of plane. */
export function layovers(itinerary: Itinerary): string[] {
  return itinerary.segments
    .slice(1)
    .map((segment) =>
      t('flights.card.layover', { time: durationText(segment.layoverMinutes), city: segment.originCity }),
    );
}

function SeatsLeft({ seats }: { seats: number }) {
  if (seats > FEW_SEATS_LEFT) return null;
  return (
    <Badge color="orange" variant="light" radius="sm">
      {seats === 1 ? t('flights.card.seatLeft') : t('flights.card.seatsLeft', { count: seats })}
    </Badge>
  );
}

function Endpoint({ caption, time, code, city, terminal, extraDays = 0, end = false }: EndpointProps) {
  return (
    <div className={end ? 'itinerary-end' : undefined}>
      <span className="visually-hidden">{caption} </span>
      <div className="itinerary-time">
        <EndpointTime time={time} extraDays={extraDays} />
      </div>
      <Text size="sm" fw={600} title={city}>
        {code}
      </Text>
      <EndpointTerminal terminal={terminal} />
    </div>
  );
}

export interface ItineraryCardProps {
  itinerary: Itinerary;
  legIndex: number;
  travellers: string;
  infants: number;
  selectedFareId: string | null;
  onSelectFare: (fare: FareOption) => void;
  onShowRules: (fare: FareOption) => void;
}

/**
 * One itinerary (§2): airline and flights, times and airports with terminals, duration, stops with
 * their layovers, few seats, refundable, the lowest total; View fares lists its fares to pick one.
 */
export function ItineraryCard({
  itinerary,
  legIndex,
  travellers,
  infants,
  selectedFareId,
  onSelectFare,
  onShowRules,
}: ItineraryCardProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const priceOf = usePriceShown(itinerary);
  const first = itinerary.segments[0];
  const last = itinerary.segments[itinerary.segments.length - 1];
  if (!first || !last) return null;
  const chain = flightChain(itinerary);
  const cheapest = cheapestFare(itinerary);
  const selected = itinerary.fares.find((fare) => fare.id === selectedFareId);
  const extraDays = daysBetween(first.departureDate, last.arrivalDate);
  const stopText = [stopsLabel(itinerary.stops), ...layovers(itinerary)].join(' · ');

  return (
    <Card
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-labelledby={`${id}-title`}
      className="itinerary-card"
      style={selected ? { borderColor: 'var(--ts-teal)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={`${id}-title`}>
              {airlineNames(itinerary)}
            </Title>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {chain}
            </Text>
          </div>
          <Group gap={4} justify="flex-end">
            {/* The badges describe the fare whose price the card shows, the cheapest. */}
            {cheapest?.refundable && (
              <Badge color="green" variant="light" radius="sm">
                {t('flights.card.refundable')}
              </Badge>
            )}
            {cheapest && <SeatsLeft seats={cheapest.seatsLeft} />}
          </Group>
        </Group>

        <div className="itinerary-times">
          <Endpoint
            caption={t('flights.card.departs')}
            time={first.departureTime}
            code={first.origin}
            city={first.originCity}
            terminal={first.departureTerminal}
          />
          <div className="itinerary-middle">
            <Text size="sm" fw={600}>
              {durationText(itinerary.durationMinutes)}
            </Text>
            <div className="itinerary-line" aria-hidden="true" />
            <Text size="xs" c={itinerary.stops === 0 ? 'teal.9' : 'dimmed'}>
              {stopText}
            </Text>
          </div>
          <Endpoint
            caption={t('flights.card.arrives')}
            time={last.arrivalTime}
            code={last.destination}
            city={last.destinationCity}
            terminal={last.arrivalTerminal}
            extraDays={extraDays}
            end
          />
        </div>

        <Group justify="space-between" align="flex-end" gap="xs">
          <div>
            <Text size="xs" c="dimmed">
              {selected ? `${selected.family}` : t('flights.card.lowestTotal')}
            </Text>
            <Text fw={800} size="lg" className="money itinerary-price">
              {formatRupees(priceOf.fare(selected ?? cheapest) ?? itinerary.lowestTotalPaise)}
            </Text>
            <AlsoIn paise={priceOf.fare(selected ?? cheapest) ?? itinerary.lowestTotalPaise} />
            <Text size="xs" c="dimmed">
              {t('flights.card.forTravellers', { travellers })}
              {priceOf.withMarkup && ` · ${t('flights.card.withMarkup')}`}
            </Text>
          </div>
          <Button
            variant={expanded ? 'default' : 'light'}
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
            aria-controls={expanded ? `${id}-fares` : undefined}
          >
            {expanded ? t('flights.card.hideFares') : t('flights.card.viewFares')}
          </Button>
        </Group>

        {expanded && (
          <fieldset id={`${id}-fares`} className="filter-group">
            <legend className="visually-hidden">{t('flights.card.faresOf', { chain })}</legend>
            <Stack gap="xs">
              {[...itinerary.fares]
                .sort((a, b) => a.totalPaise - b.totalPaise)
                .map((fare) => (
                  <FareOptionRow
                    key={fare.id}
                    fare={fare}
                    pricePaise={priceOf.fare(fare) ?? fare.totalPaise}
                    chain={chain}
                    name={`fare-leg-${legIndex}`}
                    checked={fare.id === selectedFareId}
                    infants={infants}
                    onSelect={() => onSelectFare(fare)}
                    onShowRules={() => onShowRules(fare)}
                  />
                ))}
            </Stack>
          </fieldset>
        )}
      </Stack>
    </Card>
  );
}

/**
 * What a fare's price reads for this user: the total, and for staff whose owner chose so, the total with the agency's
 * markup for the travellers (decision 039).
 */
function usePriceShown(itinerary: Itinerary) {
  const shownMarkup = useShownMarkup();
  const fare = (option: FareOption | undefined) =>
    option &&
    option.totalPaise +
      (shownMarkup?.({
        product: 'FLIGHT',
        carrier: itinerary.carriers[0] ?? null,
        travellers: option.pax.reduce((sum, pax) => sum + pax.count, 0),
        farePaise: option.totalPaise,
      }) ?? 0);
  return { fare, withMarkup: shownMarkup !== null };
}

function FareOptionRow({
  fare,
  pricePaise,
  chain,
  name,
  checked,
  infants,
  onSelect,
  onShowRules,
}: {
  fare: FareOption;
  /** The price shown: the fare's total, or with the agency's markup for staff who see it. */
  pricePaise: number;
  chain: string;
  name: string;
  checked: boolean;
  infants: number;
  onSelect: () => void;
  onShowRules: () => void;
}) {
  const details = [
    CABIN_LABELS[fare.cabin],
    t('flights.fare.class', { code: fare.bookingClass }),
    t('flights.fare.baggage', { cabin: fare.baggage.cabinKg, checkIn: fare.baggage.checkInKg }),
    infants > 0 ? t('flights.fare.infantBaggage', { kg: fare.baggage.infantCheckInKg }) : '',
  ].filter(Boolean);
  return (
    <div className="fare-option" data-checked={checked || undefined}>
      <Radio
        name={name}
        value={fare.id}
        checked={checked}
        onChange={onSelect}
        label={
          <Group gap={6} wrap="wrap" component="span">
            <Text span fw={700} size="sm">
              {fare.family}
            </Text>
            <Text span fw={800} size="sm" className="money">
              {formatRupees(pricePaise)}
            </Text>
          </Group>
        }
        description={details.join(' · ')}
      />
      <Group justify="space-between" gap="xs" mt={6} ml={32}>
        <Group gap={4}>
          {fare.refundable ? (
            <Badge color="green" variant="light" radius="sm" size="sm">
              {t('flights.card.refundable')}
            </Badge>
          ) : (
            <Badge color="dark" variant="outline" radius="sm" size="sm">
              {t('flights.rules.nonRefundable')}
            </Badge>
          )}
          <SeatsLeft seats={fare.seatsLeft} />
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onShowRules}
          aria-label={t('flights.fare.rulesOf', { family: fare.family, chain })}
        >
          {t('flights.fare.rules')}
        </Button>
      </Group>
      {fare.special && (
        <Text size="xs" mt={6} ml={32}>
          <Text span fw={700} size="xs">
            {t('flights.form.specialFare', { fare: fare.special.label })}:
          </Text>{' '}
          {fare.special.eligibility}{' '}
          <Text span fw={700} size="xs">
            {t('flights.form.document')}
          </Text>{' '}
          {fare.special.document}
        </Text>
      )}
    </div>
  );
}
