/**
 * A booking's product details beside its header (flight itineraries, bus tickets, hotel stays): what the products'
 * lists and the reports' traveller counts read.
 */
import { addDays } from '@tripsetu/domain/dates.ts';
import { randomInt } from '../random.ts';
import { dayOf, type Generation, pick, twoOf } from './context.ts';
import { AIRPORTS, type Booking, CARRIERS, CITIES, FIRST_NAMES, LAST_NAMES } from './model.ts';

/** When and who: the day and India's time the booking starts, its travellers (or rooms' leads), and their names. */
interface Trip {
  startsDay: string;
  time: string;
  people: { index: number; title: string; firstName: string; lastName: string }[];
  words: string;
}

/** The product's own details beside the header: what its lists and the reports' traveller counts read. */
export async function details(g: Generation, booking: Booking, at: number) {
  const startsDay = dayOf(booking.startsAt);
  const time = new Date(booking.startsAt + 5.5 * 3_600_000).toISOString().slice(11, 16).replace(':', '');
  const people = Array.from({ length: booking.passengers }, (_, index) => ({
    index,
    title: index % 2 === 0 ? 'Mr' : 'Ms',
    firstName: pick(g, FIRST_NAMES),
    lastName: pick(g, LAST_NAMES),
  }));
  const words = people.map((person) => `${person.firstName} ${person.lastName}`.toLowerCase()).join(' ');
  const trip = { startsDay, time, people, words };
  if (booking.product === 'FLIGHT') flightDetails(g, booking, trip);
  else if (booking.product === 'BUS') await busDetails(g, booking, trip, at);
  else hotelDetails(g, booking, trip);
}

function flightDetails(g: Generation, booking: Booking, { startsDay, time, people }: Trip) {
  const [origin, destination] = twoOf(g, AIRPORTS);
  const carrier = pick(g, CARRIERS);
  const segment = {
    carrier,
    flightNumber: `${carrier} ${randomInt(g.rng, 100, 9_999)}`,
    origin,
    destination,
    departureDate: startsDay,
    departureTime: time,
    arrivalDate: startsDay,
    arrivalTime: time,
    durationMinutes: randomInt(g.rng, 60, 180),
    aircraft: 'A320',
    cabin: 'ECONOMY',
    originTerminal: 'T1',
    destinationTerminal: 'T2',
  };
  g.rows.flight_bookings.push({
    booking_id: booking.id,
    trip_type: 'ONE_WAY',
    cabin: 'ECONOMY',
    fare_type: 'REGULAR',
    international: false,
    itinerary: [
      {
        itinerary: { segments: [segment], stops: 0, durationMinutes: segment.durationMinutes },
        fareFamily: 'Saver',
        baggage: { checkIn: '15 Kg', cabin: '7 Kg' },
      },
    ],
    travellers: people.map((person) => ({
      ...person,
      paxType: 'ADULT',
      dateOfBirth: '1988-04-12',
      gender: person.title === 'Mr' ? 'MALE' : 'FEMALE',
      passportNumber: '',
      passportExpiryDate: '',
      passportCountryCode: '',
      frequentFlyerNumber: '',
      specialAssistance: false,
      tickets: [
        {
          carrier,
          number: `${String(randomInt(g.rng, 100, 999))}2${String(booking.id * 10 + person.index).padStart(9, '0')}`,
        },
      ],
      legs: [{ seats: [], meals: [], baggage: [], services: [] }],
    })),
    fare_rules: {
      [`${origin}-${destination}`]: {
        cancellation: [
          { hoursBefore: 72, chargePaise: 3_000_00 },
          { hoursBefore: 4, chargePaise: 3_500_00 },
        ],
        reschedule: [
          { hoursBefore: 72, chargePaise: 2_500_00 },
          { hoursBefore: 4, chargePaise: 3_000_00 },
        ],
      },
    },
  });
}

async function busDetails(g: Generation, booking: Booking, { startsDay, time, people, words }: Trip, at: number) {
  const [from, to] = twoOf(g, CITIES);
  const tripId = `RPT-${randomInt(g.rng, 1_000, 9_999)}@${startsDay}`;
  const seats = people.map((person, n) => ({
    seatNo: `${String.fromCharCode(65 + n)}${randomInt(g.rng, 1, 12)}`,
    name: `${person.firstName} ${person.lastName}`,
    age: randomInt(g.rng, 18, 70),
    gender: person.title === 'Mr' ? 'MALE' : 'FEMALE',
    farePaise: Math.round(booking.totalPaise / booking.passengers),
    cancellationId: null,
  }));
  const blockId = await g.next.blockId();
  g.rows.bus_blocks.push({
    id: blockId,
    trip_id: tripId,
    agency_id: booking.agency.id,
    agent_user_id: booking.agency.ownerId,
    boarding_point: `${from} Central`,
    dropping_point: `${to} Bus Stand`,
    travellers: seats,
    contact: { email: `bookings${booking.agency.id}@report-data.invalid`, mobile: '9800000000' },
    price: { totalPaise: booking.totalPaise },
    total_paise: booking.totalPaise,
    expires_at: new Date(at).toISOString(),
    created_at: new Date(at - 120_000).toISOString(),
  });
  g.rows.bus_bookings.push({
    booking_id: booking.id,
    block_id: blockId,
    trip_id: tripId,
    journey_date: startsDay,
    trip: {
      trip: {
        id: tripId,
        operator: 'Generated Travels',
        busType: 'A/C Sleeper (2+1)',
        from,
        to,
        departureDate: startsDay,
        departureTime: time,
        durationMinutes: randomInt(g.rng, 240, 720),
      },
      boarding: { name: `${from} Central`, time },
      dropping: { name: `${to} Bus Stand`, time },
      cancellationPolicy: [
        { hoursBefore: 24, chargePercent: 10 },
        { hoursBefore: 0, chargePercent: 50 },
      ],
    },
    travellers: seats,
    ticket_no: `TKR${booking.id}`,
    operator_pnr: `OPR${booking.id}`,
    search_text: `tkr${booking.id} opr${booking.id} ${words}`,
  });
}

function hotelDetails(g: Generation, booking: Booking, { startsDay, people, words }: Trip) {
  const { nights } = booking;
  const city = pick(g, CITIES);
  const checkOut = addDays(startsDay, nights);
  const hotelId = `RPT-H${randomInt(g.rng, 1, 400)}`;
  g.rows.hotel_bookings.push({
    booking_id: booking.id,
    hotel_id: hotelId,
    room_type_id: 'DLX',
    check_in: startsDay,
    check_out: checkOut,
    stay: {
      hotel: { id: hotelId, name: `Hotel ${pick(g, LAST_NAMES)} Residency`, city, starRating: randomInt(g.rng, 2, 5) },
      roomType: { id: 'DLX', name: 'Deluxe Room', bed: 'King' },
      rate: { id: 'BB', name: 'Room with breakfast', mealPlan: 'BREAKFAST', refundable: true },
      checkIn: startsDay,
      checkOut,
      nights,
      arrival: new Date(booking.startsAt).toISOString(),
      nationality: 'IN',
      specialRequests: '',
      priceRise: null,
    },
    rooms: people.map((person) => ({
      index: person.index,
      lead: { title: person.title, firstName: person.firstName, lastName: person.lastName },
      adults: 2,
      children: 0,
      totalPaise: Math.round(booking.totalPaise / booking.passengers),
      cancellationId: null,
    })),
    voucher_no: `HVR${booking.id}`,
    supplier_ref: `CNF${booking.id}`,
    search_text: `hvr${booking.id} cnf${booking.id} ${words}`,
  });
}
