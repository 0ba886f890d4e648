import '../flights.css';
import { Button, Card, Collapse, Container, Group, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { formatDisplayDateWithWeekday, isIsoDate, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightSearchFields, GatewayAirport, RecommendedFlight } from '@tripsetu/domain/gateway-flights.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { FullScreenSidebar } from '@tripsetu/ui/FullScreenSidebar';
import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { useIsPhone } from '@tripsetu/ui/theme';
import { useDeferredValue, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { GatewayError } from '../../../lib/gateway.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useAirports } from '../api/get-airports.ts';
import { useSearchFlights } from '../api/search-flights.ts';
import {
  cabinLabel,
  cheapestChoice,
  chosenFare,
  type FareChoice,
  type FlightSort,
  flightChain,
  refineFlights,
} from '../flight-display.ts';
import {
  airportLabel,
  flightBookPath,
  flightFormErrors,
  flightResultsPath,
  flightSearchFromQuery,
  flightSearchToQuery,
  flightTravellersLabel,
  travellerCount,
} from '../search-params.ts';
import { FlightList } from './FlightList.tsx';
import { FlightSearchForm } from './FlightSearchForm.tsx';
import { ResultsProblems, ResultsToolbar } from './ResultsParts.tsx';

/** owresults, rtresults (domestic round trip) and rtintlresults (either end outside India). */
export type FlightResultsLayout = 'oneway' | 'roundtrip' | 'international';

const cityOf = (code: string, airports: readonly GatewayAirport[]) =>
  airports.find((airport) => airport.code === code)?.city ?? code;

function headline(
  layout: FlightResultsLayout,
  search: FlightSearchFields,
  airports: readonly GatewayAirport[],
  valid: boolean,
) {
  if (!valid) return 'Search flights';
  const from = cityOf(search.origin, airports);
  const to = cityOf(search.destination, airports);
  if (layout === 'oneway') return `Flights from ${from} to ${to}`;
  return `${layout === 'international' ? 'International round trip' : 'Round trip'} flights: ${from} ⇄ ${to}`;
}

function summary(search: FlightSearchFields, airports: readonly GatewayAirport[]): string {
  const parts = [
    `${airportLabel(search.origin, airports) || 'From?'} → ${airportLabel(search.destination, airports) || 'To?'}`,
  ];
  const dates = [search.jdate, ...(search.triptype === 'R' ? [search.rdate] : [])].filter(isIsoDate);
  if (dates.length > 0) parts.push(dates.map(formatDisplayDateWithWeekday).join(' – '));
  parts.push(flightTravellersLabel(search));
  parts.push(cabinLabel(search.cabin === 'W' ? 'W' : 'Y'));
  return parts.join(' · ');
}

/** The two fares a round-trip traveller has chosen, and what they come to together. */
function TripSummary({
  onward,
  back,
  travellers,
  bookPath,
}: {
  onward: ReturnType<typeof chosenFare>;
  back: ReturnType<typeof chosenFare>;
  travellers: number;
  bookPath: string | null;
}) {
  const line = (label: string, chosen: ReturnType<typeof chosenFare>) => (
    <div className="trip-summary-leg">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {chosen
          ? `${flightChain(chosen.flight)} · ${chosen.fare.farefamily} · ${formatRupees(chosen.fare.totalfq_paise)}`
          : 'Choose a flight'}
      </Text>
    </div>
  );
  const total = onward && back ? onward.fare.totalfq_paise + back.fare.totalfq_paise : null;
  return (
    <section className="trip-summary" aria-label="Your round trip">
      {line('Onward', onward)}
      {line('Return', back)}
      <div className="trip-summary-total">
        <Text size="xs" c="dimmed">
          Total for {travellers} traveller{travellers === 1 ? '' : 's'}
        </Text>
        <Text fw={800} size="lg" aria-live="polite">
          {total === null ? '—' : formatRupees(total)}
        </Text>
      </div>
      {bookPath && (
        <Button component={Link} to={bookPath} className="trip-summary-book">
          Book
        </Button>
      )}
    </section>
  );
}

function roundTripBookPath(
  search: FlightSearchFields,
  onward: ReturnType<typeof chosenFare>,
  back: ReturnType<typeof chosenFare>,
): string | null {
  if (!onward || !back) return null;
  return flightBookPath(search, {
    fareid: onward.fare.fareid,
    returnfareid: back.fare.fareid,
    seentotal_paise: onward.fare.totalfq_paise + back.fare.totalfq_paise,
  });
}

/** Flight results (§3): read from the query string; Please Wait, then cards, or No flights found for the given date. */
export function FlightResultsPage({ layout }: { layout: FlightResultsLayout }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const airports = useAirports();
  const airportList = airports.data ?? [];
  const search = flightSearchFromQuery(params, layout === 'oneway' ? 'O' : 'R');
  const errors = flightFormErrors(search, todayInIndia(), airportList);
  const invalid = Object.keys(errors).length > 0;
  const results = useSearchFlights(search, !invalid);
  const [sort, setSort] = useState<FlightSort>('price');
  const [modifyOpen, setModifyOpen] = useState(false);
  const searchKey = flightSearchToQuery({ ...search, nonstop: 'N' });
  const [choices, setChoices] = useState<{ key: string; onward?: FareChoice; back?: FareChoice }>({ key: searchKey });
  const title = headline(layout, search, airportList, !invalid);
  usePageMeta(title);

  // The switch answers at once; the address follows, so a reload or a shared link keeps it.
  const [filter, setFilter] = useState({ key: searchKey, nonStopOnly: search.nonstop === 'Y' });
  const nonStopOnly = filter.key === searchKey ? filter.nonStopOnly : search.nonstop === 'Y';
  const setNonStopOnly = (on: boolean) => {
    setFilter({ key: searchKey, nonStopOnly: on });
    const next = new URLSearchParams(params);
    next.set('nonstop', on ? 'Y' : 'N');
    setParams(next, { replace: true });
  };
  const onSearch = (next: FlightSearchFields, list: GatewayAirport[]) => {
    setModifyOpen(false);
    navigate(flightResultsPath(next, list));
  };

  const travellers = travellerCount(search);
  // The answer arrives as an urgent update; its cards are drawn deferred, in slices, so the page stays
  // responsive while dozens of them are built (decision 018). The loader stays until they are drawn.
  const answer = useDeferredValue(results.data);
  const drawing = answer !== results.data;
  const onward = answer?.onward ?? [];
  const back = answer?.return ?? [];
  const refine = (flights: RecommendedFlight[]) => refineFlights(flights, { sort, nonStopOnly });
  const mine = choices.key === searchKey ? choices : { key: searchKey };
  const roundTrip = layout !== 'oneway';
  // A round trip starts with the cheapest pair chosen, so its total shows at once.
  const onwardChoice = mine.onward ?? (roundTrip ? cheapestChoice(onward) : null);
  const backChoice = mine.back ?? (roundTrip ? cheapestChoice(back) : null);
  const choose = (direction: 'onward' | 'back') => (choice: FareChoice) => setChoices({ ...mine, [direction]: choice });

  const query = flightSearchToQuery(search);
  const form = (compact: boolean) => (
    <FlightSearchForm key={`${compact}-${query}`} initial={search} onSearch={onSearch} compact={compact} />
  );
  const refusedFields = results.error instanceof GatewayError ? Object.values(results.error.status?.Errors ?? {}) : [];

  const list = (flights: RecommendedFlight[], direction: 'onward' | 'back', headingLevel: 2 | 3) => (
    <FlightList
      found={flights.length}
      shown={refine(flights)}
      travellers={travellers}
      radioName={`${direction}-fare`}
      choice={direction === 'onward' ? onwardChoice : backChoice}
      onChoose={choose(direction)}
      onShowAll={() => setNonStopOnly(false)}
      headingLevel={headingLevel}
      bookPath={
        roundTrip
          ? undefined
          : (fare) => flightBookPath(search, { fareid: fare.fareid, seentotal_paise: fare.totalfq_paise })
      }
    />
  );
  const directionTitle = (direction: 'onward' | 'back') => {
    const [from, to, date] =
      direction === 'onward'
        ? [search.origin, search.destination, search.jdate]
        : [search.destination, search.origin, search.rdate];
    return `${direction === 'onward' ? 'Onward' : 'Return'} · ${from} → ${to}${isIsoDate(date) ? ` · ${formatDisplayDateWithWeekday(date)}` : ''}`;
  };
  const counted = (flights: RecommendedFlight[]) => {
    const shown = refine(flights).length;
    return shown === flights.length ? `${flights.length}` : `${shown} of ${flights.length}`;
  };

  return (
    <Container size="xl" py="md" className="flight-results">
      <FullScreenLoader visible={!invalid && (results.isFetching || drawing)} />
      <Card withBorder radius="md" p={isPhone ? 'sm' : 'md'} mb="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" fw={600} lineClamp={2}>
            {summary(search, airportList)}
          </Text>
          <Button
            size="xs"
            variant="light"
            style={{ flexShrink: 0 }}
            aria-expanded={isPhone ? undefined : modifyOpen || invalid}
            onClick={() => setModifyOpen((open) => !open)}
          >
            {isPhone ? 'Modify' : 'Modify search'}
          </Button>
        </Group>
        {!isPhone && (
          <Collapse expanded={modifyOpen || invalid}>
            <div className="flight-modify">{form(false)}</div>
          </Collapse>
        )}
      </Card>
      {isPhone && (
        <FullScreenSidebar opened={modifyOpen} onClose={() => setModifyOpen(false)} title="Modify search">
          {form(true)}
        </FullScreenSidebar>
      )}

      <Title order={1} size="h3" mb="xs">
        {title}
      </Title>
      {layout === 'international' && !invalid && (
        <Text size="sm" c="dimmed" mb="xs">
          Times are local to each airport. Each direction is priced on its own: the total is the two fares you choose.
        </Text>
      )}

      <ResultsProblems
        errors={invalid ? errors : null}
        refused={results.isError ? { fields: refusedFields, message: results.error.message } : null}
      />

      {!invalid && answer && (
        <>
          <ResultsToolbar
            countText={
              roundTrip
                ? `${counted(onward)} onward · ${counted(back)} return flights`
                : `${counted(onward)} flight${onward.length === 1 ? '' : 's'}`
            }
            computedAt={answer.computedat}
            sort={sort}
            onSort={setSort}
            nonStopOnly={nonStopOnly}
            onNonStopOnly={setNonStopOnly}
          />

          {!roundTrip && list(onward, 'onward', 2)}

          {roundTrip && !isPhone && (
            <SimpleGrid cols={2} spacing="md">
              {(['onward', 'back'] as const).map((direction) => (
                <section key={direction} aria-labelledby={`flights-${direction}`}>
                  <Title order={2} size="h5" mb="xs" id={`flights-${direction}`}>
                    {directionTitle(direction)}
                  </Title>
                  {list(direction === 'onward' ? onward : back, direction, 3)}
                </section>
              ))}
            </SimpleGrid>
          )}

          {roundTrip && isPhone && (
            <Tabs defaultValue="onward" keepMounted={false}>
              <Tabs.List grow mb="sm">
                <Tabs.Tab value="onward">Onward</Tabs.Tab>
                <Tabs.Tab value="back">Return</Tabs.Tab>
              </Tabs.List>
              {(['onward', 'back'] as const).map((direction) => (
                <Tabs.Panel key={direction} value={direction}>
                  <Title order={2} size="h6" mb="xs">
                    {directionTitle(direction)}
                  </Title>
                  {list(direction === 'onward' ? onward : back, direction, 3)}
                </Tabs.Panel>
              ))}
            </Tabs>
          )}

          {roundTrip && (onward.length > 0 || back.length > 0) && (
            <TripSummary
              onward={chosenFare(onward, onwardChoice)}
              back={chosenFare(back, backChoice)}
              travellers={travellers}
              bookPath={roundTripBookPath(search, chosenFare(onward, onwardChoice), chosenFare(back, backChoice))}
            />
          )}
        </>
      )}
    </Container>
  );
}

export const OneWayResultsPage = () => <FlightResultsPage layout="oneway" />;
export const RoundTripResultsPage = () => <FlightResultsPage layout="roundtrip" />;
export const InternationalRoundTripResultsPage = () => <FlightResultsPage layout="international" />;
