import '../flights.css';
import { Badge, Button, Collapse, Group, Radio, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDisplayDateWithWeekday } from '@tripsetu/domain/dates.ts';
import {
  durationText,
  FEW_SEATS_LEFT,
  formatHhmm,
  formatHhmm12,
  stopsLabel,
  terminalLabel,
} from '@tripsetu/domain/flight-results.ts';
import type { FlightFare, FlightLeg, RecommendedFlight } from '@tripsetu/domain/gateway-flights.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  airlineNames,
  arrivalDayOffset,
  cabinLabel,
  connectionCities,
  firstLeg,
  flightChain,
  journeyMinutes,
  lastLeg,
  layoverMinutes,
  seatsAvailable,
  stopsOf,
} from '../flight-display.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function FareOption({
  fare,
  name,
  checked,
  onChoose,
}: {
  fare: FlightFare;
  name: string;
  checked: boolean;
  onChoose: () => void;
}) {
  const notes = [fare.baggage, fare.refundable ? 'Refundable' : 'Non-refundable'];
  if (fare.seatsleft <= FEW_SEATS_LEFT) notes.push(`${plural(fare.seatsleft, 'seat')} left at this fare`);
  return (
    <Radio
      className="fare-option"
      name={name}
      value={fare.fareid}
      checked={checked}
      onChange={onChoose}
      label={
        <span className="fare-option-label">
          <span>{fare.farefamily}</span>
          <span className="fare-option-price">{formatRupees(fare.totalfq_paise)}</span>
        </span>
      }
      description={notes.join(' · ')}
    />
  );
}

function Endpoint({ leg, side, dayOffset = 0 }: { leg: FlightLeg; side: 'dep' | 'arr'; dayOffset?: number }) {
  const time = side === 'dep' ? leg.deptime : leg.arrtime;
  const code = side === 'dep' ? leg.origin : leg.destination;
  const city = side === 'dep' ? leg.origincity : leg.destinationcity;
  const terminal = terminalLabel(side === 'dep' ? leg.depterminal : leg.arrterminal);
  return (
    <div className={`flight-endpoint flight-endpoint-${side}`}>
      <div className="flight-time">
        <time title={formatHhmm12(time)}>{formatHhmm(time)}</time>
        {dayOffset > 0 && <span className="flight-day-offset">+{plural(dayOffset, 'day')}</span>}
      </div>
      <Text size="sm" fw={600}>
        {city} ({code})
      </Text>
      {terminal && (
        <Text size="xs" c="dimmed">
          {terminal}
        </Text>
      )}
    </div>
  );
}

function LegDetails({ flight }: { flight: RecommendedFlight }) {
  const legs = flight.flightlegs;
  return (
    <ol className="flight-legs">
      {legs.map((leg, index) => {
        const label = cabinLabel(leg.cabin);
        const previous = legs[index - 1];
        return (
          <li key={`${leg.carrier}-${leg.flightnumber}`}>
            {previous && (
              <Text size="sm" className="flight-layover">
                Change of planes at {leg.origincity} ({leg.origin}) · {durationText(layoverMinutes(previous, leg))}{' '}
                layover
              </Text>
            )}
            <Text size="sm" fw={700}>
              {leg.carriername} {leg.carrier}-{leg.flightnumber}
              {label && ` · ${label}`}
            </Text>
            <Text size="sm">
              Departs {formatHhmm12(leg.deptime)}, {formatDisplayDateWithWeekday(leg.depdate)} from {leg.origincity} (
              {leg.origin}){terminalLabel(leg.depterminal) && `, ${terminalLabel(leg.depterminal)}`}
            </Text>
            <Text size="sm">
              Arrives {formatHhmm12(leg.arrtime)}, {formatDisplayDateWithWeekday(leg.arrdate)} at {leg.destinationcity}{' '}
              ({leg.destination}){terminalLabel(leg.arrterminal) && `, ${terminalLabel(leg.arrterminal)}`}
            </Text>
            <Text size="xs" c="dimmed">
              Flying time {durationText(leg.duration)}
            </Text>
          </li>
        );
      })}
    </ol>
  );
}

function FareBreakdown({ fare }: { fare: FlightFare }) {
  const rupees = (amount: number) => formatRupees(Math.round(amount * 100));
  return (
    <dl className="fare-breakdown" aria-label={`${fare.farefamily} fare breakdown`}>
      <dt>Base fare</dt>
      <dd>{rupees(fare.basefare)}</dd>
      <dt>Fuel surcharge (YQ)</dt>
      <dd>{rupees(fare.yq)}</dd>
      <dt>GST (K3)</dt>
      <dd>{rupees(fare.k3)}</dd>
      <dt>Other taxes</dt>
      <dd>{rupees(fare.othertaxes)}</dd>
      <dt className="fare-breakdown-total">Total ({fare.farefamily})</dt>
      <dd className="fare-breakdown-total">{formatRupees(fare.totalfq_paise)}</dd>
    </dl>
  );
}

/**
 * One recommended flight (§3): airline, flight numbers, HH:MM times, Nh Nm duration, stops with the
 * connection city, terminals, cabin, seats when few, the cheapest fare and the others ascending.
 */
export function FlightCard({
  flight,
  travellers,
  radioName,
  chosenFareId,
  onChoose,
  bookPath,
  headingLevel = 2,
}: {
  flight: RecommendedFlight;
  /** One way: where Book goes for a fare of this flight; round trips book from the trip summary. */
  bookPath?: (fare: FlightFare) => string;
  travellers: number;
  /** One radio group per list: a traveller picks one fare of one flight. */
  radioName: string;
  chosenFareId: string | null;
  onChoose: (fareId: string) => void;
  headingLevel?: 2 | 3;
}) {
  const [moreFares, setMoreFares] = useState(false);
  const [details, setDetails] = useState(false);
  const id = useId();
  const [cheapest, ...others] = flight.flightfare;
  const stops = stopsOf(flight);
  const via = connectionCities(flight);
  const seats = seatsAvailable(flight);
  const cabin = cabinLabel(firstLeg(flight).cabin);
  const chosen = flight.flightfare.find((fare) => fare.fareid === chosenFareId);
  const breakdownFare = chosen ?? cheapest;
  const chosenIsHidden = chosen !== undefined && chosen !== cheapest;
  return (
    <article className="flight-card" data-selected={chosen ? true : undefined} aria-labelledby={`${id}-title`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div className="flight-card-airline">
          <Title order={headingLevel} size="h5" id={`${id}-title`}>
            {airlineNames(flight)}
            <VisuallyHidden component="span">
              , {formatHhmm(firstLeg(flight).deptime)} to {formatHhmm(lastLeg(flight).arrtime)}
            </VisuallyHidden>
          </Title>
          <Text size="xs" c="dimmed" className="flight-chain">
            {flightChain(flight)}
          </Text>
          {cabin && (
            <Badge variant="light" size="sm" mt={4} color="tripsetuTeal" tt="none">
              {cabin}
            </Badge>
          )}
        </div>
        {cheapest && (
          <div className="flight-card-price">
            <Text fw={800} size="xl" lh={1.1}>
              {formatRupees(cheapest.totalfq_paise)}
            </Text>
            <Text size="xs" c="dimmed">
              for {plural(travellers, 'traveller')}
            </Text>
          </div>
        )}
      </Group>

      <div className="flight-times">
        <Endpoint leg={firstLeg(flight)} side="dep" />
        <div className="flight-path">
          <Text size="sm" fw={600}>
            {durationText(journeyMinutes(flight))}
          </Text>
          <div className="flight-path-line" aria-hidden data-stops={stops} />
          <Text size="xs" c={stops === 0 ? 'tripsetuTeal.8' : 'tripsetuSaffron.9'} fw={600}>
            {stopsLabel(stops)}
            {via.length > 0 && ` via ${via.join(', ')}`}
          </Text>
        </div>
        <Endpoint leg={lastLeg(flight)} side="arr" dayOffset={arrivalDayOffset(flight)} />
      </div>

      {seats <= FEW_SEATS_LEFT && (
        <Text size="sm" c="red.8" fw={600} mt={6}>
          Only {plural(seats, 'seat')} left
        </Text>
      )}

      {cheapest && (
        <Stack gap={6} mt="sm" className="flight-fares">
          <FareOption
            fare={cheapest}
            name={radioName}
            checked={chosenFareId === cheapest.fareid}
            onChoose={() => onChoose(cheapest.fareid)}
          />
          {/* Drawn only while open: kept mounted, forty cards' folds were drawn (hidden) after the page, doubling it. */}
          <Collapse expanded={moreFares || chosenIsHidden} keepMounted={false}>
            <Stack gap={6} id={`${id}-more`} aria-label="More fares">
              {others.map((fare) => (
                <FareOption
                  key={fare.fareid}
                  fare={fare}
                  name={radioName}
                  checked={chosenFareId === fare.fareid}
                  onChoose={() => onChoose(fare.fareid)}
                />
              ))}
            </Stack>
          </Collapse>
        </Stack>
      )}

      <Group gap="xs" mt="xs">
        {bookPath && breakdownFare && (
          <Button component={Link} to={bookPath(breakdownFare)} size="compact-md" className="flight-book">
            Book
            <VisuallyHidden component="span">
              {' '}
              {airlineNames(flight)} {breakdownFare.farefamily} for {formatRupees(breakdownFare.totalfq_paise)}
            </VisuallyHidden>
          </Button>
        )}
        {others.length > 0 && !chosenIsHidden && (
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={moreFares}
            aria-controls={`${id}-more`}
            onClick={() => setMoreFares((open) => !open)}
          >
            {moreFares ? 'Fewer fares' : `More fares (${others.length})`}
          </Button>
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={details}
          aria-controls={`${id}-details`}
          onClick={() => setDetails((open) => !open)}
        >
          Flight details
        </Button>
      </Group>
      <Collapse expanded={details} keepMounted={false}>
        <div id={`${id}-details`} className="flight-details">
          <LegDetails flight={flight} />
          {breakdownFare && <FareBreakdown fare={breakdownFare} />}
        </div>
      </Collapse>
    </article>
  );
}
