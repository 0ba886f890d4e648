import { Alert, Button, Stack, Text } from '@mantine/core';
import { FLIGHT_MSG } from '@tripsetu/domain/flight-search.ts';
import type { FlightFare, RecommendedFlight } from '@tripsetu/domain/gateway-flights.ts';
import { useFirstWhileHydrating } from '@tripsetu/ui/hydration';
import type { FareChoice } from '../flight-display.ts';
import { FlightCard } from './FlightCard.tsx';

/** Flights a results page drawn on the server carries; the rest follow once the app has it (decision 018). */
export const FLIGHTS_DRAWN_AHEAD = 8;

/** Said when flights fly that day but none without a stop. */
export const NO_NON_STOP = 'No non-stop flights on this date.';

/** One direction's flights, sorted and filtered by the page; one fare may be chosen across the list. */
export function FlightList({
  found,
  shown,
  travellers,
  radioName,
  choice,
  onChoose,
  onShowAll,
  headingLevel,
  bookPath,
}: {
  bookPath?: (fare: FlightFare) => string;
  /** What the search found, before the page's filter. */
  found: number;
  shown: RecommendedFlight[];
  travellers: number;
  radioName: string;
  choice: FareChoice | null;
  onChoose: (choice: FareChoice) => void;
  onShowAll: () => void;
  headingLevel: 2 | 3;
}) {
  const drawn = useFirstWhileHydrating(shown, FLIGHTS_DRAWN_AHEAD);
  if (found === 0) {
    return (
      <Alert color="red" title="Flights" role="alert">
        {FLIGHT_MSG.noFlights}
        <Text size="sm" mt={4}>
          Try another date, or include nearby airports.
        </Text>
      </Alert>
    );
  }
  if (shown.length === 0) {
    return (
      <Alert color="yellow" title="Flights">
        {NO_NON_STOP}
        <Button variant="white" size="compact-sm" mt="xs" onClick={onShowAll} display="block">
          Show flights with stops
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="sm" component="ul" className="flight-list" aria-label="Flights">
      {drawn.map((flight) => (
        <li key={flight.recommendedflight_id}>
          <FlightCard
            flight={flight}
            travellers={travellers}
            radioName={radioName}
            headingLevel={headingLevel}
            bookPath={bookPath}
            chosenFareId={choice?.flightId === flight.recommendedflight_id ? choice.fareId : null}
            onChoose={(fareId) => onChoose({ flightId: flight.recommendedflight_id, fareId })}
          />
        </li>
      ))}
    </Stack>
  );
}
