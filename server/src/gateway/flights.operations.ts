import type { AirportShape, FareOption, FlightSearchResult, Itinerary } from '@tripsetu/domain/flight-api.ts';
import { padHhmm } from '@tripsetu/domain/flight-results.ts';
import { FLIGHT_MSG, type FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import {
  consumerFlightErrors,
  FLIGHT_GATEWAY_MSG,
  type FlightFare,
  type FlightLeg,
  type FlightSearchAnswer,
  type FlightSearchFields,
  flightSearchRequest,
  GATEWAY_CABINS,
  type GatewayAirport,
  type GatewayCabin,
  gatewayCabin,
  type RecommendedFlight,
} from '@tripsetu/domain/gateway-flights.ts';
import { paiseToRupees } from '@tripsetu/domain/money.ts';
import { AppError } from '../lib/errors.ts';
import { ok } from './envelope.ts';
import { count, type FormFields, text } from './form.ts';
import type { Operation } from './packages.operations.ts';

/** What the gateway needs of the flights module (server/src/modules/flights/flights.service.ts). */
export interface FlightsGatewayService {
  /** Throws AppError.validation with validateFlightSearch's keys and §5 messages. */
  search(request: FlightSearchRequest): Promise<FlightSearchResult>;
  airports(): AirportShape[];
}

const chainOf = (itinerary: Itinerary) =>
  itinerary.segments.map((segment) => `${segment.carrier}-${segment.flightNumber}`).join('|');

/** HHMM, padded: the schedule may say '605' or '06:05'. */
const hhmm = (time: string) => padHhmm(time.replace(':', ''));

function fareToWire(fare: FareOption): FlightFare {
  const component = (code: string) =>
    fare.pax.reduce(
      (sum, pax) =>
        sum + pax.count * pax.components.filter((c) => c.code === code).reduce((s, c) => s + c.amountPaise, 0),
      0,
    );
  return {
    fareid: fare.id,
    farefamily: fare.family,
    totalfq: paiseToRupees(fare.totalPaise),
    totalfq_paise: fare.totalPaise,
    basefare: paiseToRupees(component('BASE')),
    yq: paiseToRupees(component('YQ')),
    k3: paiseToRupees(component('K3')),
    othertaxes: paiseToRupees(component('OTHER_TAXES')),
    refundable: fare.refundable,
    baggage: `${fare.baggage.cabinKg} kg cabin, ${fare.baggage.checkInKg} kg check-in`,
    seatsleft: fare.seatsLeft,
  };
}

function legsToWire(itinerary: Itinerary, cabin: GatewayCabin): FlightLeg[] {
  // The flight still sells as many seats as its most available fare class.
  const seats = Math.max(0, ...itinerary.fares.map((fare) => fare.seatsLeft));
  return itinerary.segments.map((segment) => ({
    carrier: segment.carrier,
    carriername: segment.carrierName,
    flightnumber: segment.flightNumber,
    origin: segment.origin,
    origincity: segment.originCity,
    destination: segment.destination,
    destinationcity: segment.destinationCity,
    depdate: segment.departureDate,
    deptime: hhmm(segment.departureTime),
    arrdate: segment.arrivalDate,
    arrtime: hhmm(segment.arrivalTime),
    duration: segment.durationMinutes,
    depterminal: segment.departureTerminal,
    arrterminal: segment.arrivalTerminal,
    numseatsavailable: seats,
    cabin,
  }));
}

/**
 * §3: one entry per chain of carrier-flightnumber codes (the fares of a chain found twice are
 * merged), fares ascending by total. Entries keep the service's order.
 */
export function recommendedFlights(itineraries: readonly Itinerary[], cabin: GatewayCabin): RecommendedFlight[] {
  const byChain = new Map<string, { flight: RecommendedFlight; fareIds: Set<string> }>();
  for (const itinerary of itineraries) {
    if (itinerary.segments.length === 0) continue;
    const chain = chainOf(itinerary);
    let entry = byChain.get(chain);
    if (!entry) {
      const firstLeg = itinerary.segments[0] as Itinerary['segments'][number];
      entry = {
        flight: {
          recommendedflight_id: `${chain}@${firstLeg.departureDate}`,
          flightlegs: legsToWire(itinerary, cabin),
          flightfare: [],
        },
        fareIds: new Set(),
      };
      byChain.set(chain, entry);
    }
    for (const fare of itinerary.fares) {
      if (entry.fareIds.has(fare.id)) continue;
      entry.fareIds.add(fare.id);
      entry.flight.flightfare.push(fareToWire(fare));
    }
  }
  const flights = [...byChain.values()].map(({ flight }) => flight);
  for (const flight of flights) flight.flightfare.sort((a, b) => a.totalfq_paise - b.totalfq_paise);
  return flights;
}

export function searchAnswer(result: FlightSearchResult): FlightSearchAnswer {
  const cabin = gatewayCabin(result.cabin);
  return {
    onward: recommendedFlights(result.legs[0]?.itineraries ?? [], cabin),
    return: recommendedFlights(result.legs[1]?.itineraries ?? [], cabin),
    computedat: result.computedAt,
  };
}

const yesNo = (fields: FormFields, name: string): 'Y' | 'N' => (text(fields, name).toUpperCase() === 'Y' ? 'Y' : 'N');

/**
 * The form as the service reads it; trip type and cabin codes outside the contract are refused here.
 * The booking operations read the same search (flight-booking.operations.ts).
 */
export function searchFields(fields: FormFields): FlightSearchFields {
  const errors: Record<string, string> = {};
  const triptype = (text(fields, 'triptype').toUpperCase() || 'O') as FlightSearchFields['triptype'];
  if (triptype !== 'O' && triptype !== 'R') errors.triptype = FLIGHT_GATEWAY_MSG.tripTypeInvalid;
  const cabin = (text(fields, 'cabin').toUpperCase() || 'Y') as GatewayCabin;
  if (!(cabin in GATEWAY_CABINS)) errors.cabin = FLIGHT_GATEWAY_MSG.cabinInvalid;
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return {
    origin: text(fields, 'origin', 10).trim().toUpperCase(),
    destination: text(fields, 'destination', 10).trim().toUpperCase(),
    jdate: text(fields, 'jdate', 10),
    rdate: text(fields, 'rdate', 10),
    triptype,
    numadults: count(fields, 'numadults', 1),
    numchildren: count(fields, 'numchildren'),
    numinfants: count(fields, 'numinfants'),
    cabin,
    nearby: yesNo(fields, 'nearby'),
    nonstop: yesNo(fields, 'nonstop'),
  };
}

/** MF001: the consumer's flight search. The service owns the rules; this reads fields and shapes answers. */
export function flightOperations(flights: FlightsGatewayService): Record<string, Operation> {
  return {
    getairports: () =>
      ok(
        flights.airports().map(
          (airport): GatewayAirport => ({
            code: airport.code,
            name: airport.name,
            city: airport.city,
            country: airport.country,
            group: airport.group,
          }),
        ),
      ),

    search: async ({ fields }) => {
      const request = flightSearchRequest(searchFields(fields));
      try {
        const answer = searchAnswer(await flights.search(request));
        const empty = answer.onward.length === 0 || (request.tripType === 'ROUND_TRIP' && answer.return.length === 0);
        return ok(answer, empty ? FLIGHT_MSG.noFlights : '');
      } catch (error) {
        if (error instanceof AppError && error.code === 'VALIDATION' && Object.keys(error.fields).length > 0) {
          throw AppError.validation(consumerFlightErrors(error.fields) as Record<string, string>);
        }
        throw error;
      }
    },
  };
}
