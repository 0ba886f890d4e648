import { BOOKING_MSG, BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { BookingBody } from '@tripsetu/domain/flight-booking-api.ts';
import {
  BAGGAGE,
  baggagePricePaise,
  MEALS,
  SPECIAL_SERVICES,
  seatRestriction,
} from '@tripsetu/domain/flight-extras.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { bookingFailed } from '../bookings/booking-errors.ts';
import type { FlightInventory, SeatChoice } from '../flights/inventory.repo.ts';
import type { SoldSeats } from '../flights/inventory-supplier.ts';
import { type ExtrasPaise, legIsInternational, type Resolved } from './flight-pricing.ts';

type TravellersIn = BookingBody['travellers'];

/** The seats (checked against the seat map under lock) and the extras' prices of every traveller. */
export async function chooseExtras(
  inventory: FlightInventory,
  trx: Transaction<Database>,
  resolved: Resolved,
  travellers: TravellersIn,
  locked: SoldSeats,
) {
  const ssr: ExtrasPaise = { seats: 0, meals: 0, baggage: 0, specialServices: 0 };
  const choices: SeatChoice[] = [];
  // Which adult carries which infant: the first infant on the first adult's lap, and so on.
  const adults = travellers.flatMap((traveller, index) => (traveller.paxType === 'ADT' ? [index] : []));
  const withInfant = new Set(adults.slice(0, travellers.filter((traveller) => traveller.paxType === 'INF').length));
  const cabin = resolved.request.cabin;
  for (const [legIndex, { quoted }] of resolved.legs.entries()) {
    for (const [segmentIndex, flight] of quoted.journey.entries()) {
      for (const traveller of travellers) {
        const code = traveller.legs?.[legIndex]?.meals?.[segmentIndex] ?? '';
        ssr.meals += MEALS.find((meal) => meal.code === code)?.pricePaise ?? 0;
      }
      const wanted = travellers.flatMap((traveller, index) => {
        const seatNo = traveller.legs?.[legIndex]?.seats?.[segmentIndex] ?? '';
        return seatNo ? [{ index, seatNo, traveller }] : [];
      });
      if (wanted.length === 0) continue;
      const sold = locked(flight.schedule.id, flight.departureDate, cabin);
      const seats = await inventory.seatsOf(trx, flight, cabin, sold);
      for (const { index, seatNo, traveller } of wanted) {
        const field = `travellers.${index}.legs.${legIndex}.seats.${segmentIndex}`;
        const seat = seats?.bySeatNo.get(seatNo);
        if (!seat) throw AppError.validation({ [field]: BOOKING_MSG_DECIDED.seatUnknown });
        const restriction = seatRestriction(seat, { paxType: traveller.paxType, withInfant: withInfant.has(index) });
        if (restriction) throw AppError.validation({ [field]: restriction });
        if (seats?.taken.has(seatNo)) throw bookingFailed(BOOKING_MSG.seatTaken, { [field]: BOOKING_MSG.seatTaken });
        ssr.seats += seat.pricePaise;
        choices.push({ scheduleId: flight.schedule.id, date: flight.departureDate, seatNo, travellerIndex: index });
      }
    }
    const international = legIsInternational(quoted.journey);
    for (const traveller of travellers) {
      for (const code of traveller.legs?.[legIndex]?.baggage ?? []) {
        const option = BAGGAGE.find((entry) => entry.code === code);
        if (option) ssr.baggage += baggagePricePaise(option, international);
      }
      for (const code of traveller.legs?.[legIndex]?.services ?? []) {
        ssr.specialServices += SPECIAL_SERVICES.find((entry) => entry.code === code)?.pricePaise ?? 0;
      }
    }
  }
  return { ssr, choices };
}
