import { z } from 'zod';
import { MAX_SEATS_PER_BOOKING } from './bus-layouts.ts';
import { type BookingEarningPart, bookingEarningsShown } from './commissions.ts';

/**
 * Blocking bus seats for a booking (issue 22, decision 030): the seats, a traveller on each, the boarding
 * and dropping points, and the contact; the seats kept for BUS_BLOCK_MINUTES while the agent reviews, as the
 * trade's Block call keeps them (5–8 minutes).
 */

export const BUS_BLOCK_MINUTES = 8;

/** TripSetu's fee on a bus seat, by the date it took effect, with 18 % GST on it (reference §3). */
export const BUS_FEES: readonly { from: string; perSeatPaise: number }[] = [
  { from: '2026-01-01', perSeatPaise: 25_00 },
];
export const FEE_GST_PERCENT = 18;
/**
 * GST on the bus fare: A/C buses 5 % (TripSetu, as the e-commerce operator under s.9(5) CGST Act, pays it for
 * operators who are not companies, and shows it on the fare); non-A/C stage carriage is exempt (reference §3).
 */
export const BUS_GST_PERCENT = { ac: 5, nonAc: 0 } as const;

export const busFeeOn = (date: string) =>
  [...BUS_FEES].reverse().find((entry) => entry.from <= date)?.perSeatPaise ?? BUS_FEES[0]?.perSeatPaise ?? 0;

export const BUS_GENDERS = ['M', 'F'] as const;

export const BUS_BLOCK_MSG = {
  failed: 'Seat Block Failed.',
  noSeats: 'Please choose at least one seat.',
  tooMany: `You can book up to ${MAX_SEATS_PER_BOOKING} seats at a time.`,
  seatTwice: 'A seat can be chosen only once.',
  notOnBus: 'This seat is not on this bus.',
  taken: 'These seats were just booked by someone else. Please choose other seats:',
  ladiesOnly: 'This is a ladies seat: it can be booked for a female traveller only.',
  nameRequired: 'Please enter the traveller’s name.',
  ageInvalid: 'Please enter an age from 1 to 120.',
  genderRequired: 'Please choose the traveller’s gender.',
  boardingRequired: 'Please choose a boarding point.',
  droppingRequired: 'Please choose a dropping point.',
  emailInvalid: 'Please enter valid email id.',
  mobileInvalid: 'Please enter a valid 10-digit mobile number.',
  blocked: `Seats blocked for ${BUS_BLOCK_MINUTES} minutes. Review the fare and book before the time ends.`,
} as const;

export const busBlockBody = z.object({
  tripId: z.string().max(40),
  seats: z
    .array(
      z.object({
        seatNo: z.string().max(6),
        name: z.string().max(60),
        age: z.number().int().min(0).max(200).nullable(),
        gender: z.string().max(2),
      }),
    )
    .max(20),
  boardingPointId: z.string().max(20),
  droppingPointId: z.string().max(20),
  contact: z.object({ email: z.string().max(120), mobile: z.string().max(20) }),
});
export type BusBlockBody = z.infer<typeof busBlockBody>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const MOBILE = /^[6-9]\d{9}$/;

/** The block's refusals by field ('seats.2.name', 'boardingPointId' …), before any seat is looked at. */
export function validateBusBlock(body: BusBlockBody): Record<string, string> {
  const errors: Record<string, string> = {};
  if (body.seats.length === 0) errors.seats = BUS_BLOCK_MSG.noSeats;
  else if (body.seats.length > MAX_SEATS_PER_BOOKING) errors.seats = BUS_BLOCK_MSG.tooMany;
  else if (new Set(body.seats.map((seat) => seat.seatNo)).size !== body.seats.length)
    errors.seats = BUS_BLOCK_MSG.seatTwice;
  for (const [index, seat] of body.seats.slice(0, MAX_SEATS_PER_BOOKING).entries()) {
    if (seat.name.trim().length < 2) errors[`seats.${index}.name`] = BUS_BLOCK_MSG.nameRequired;
    if (seat.age === null || seat.age < 1 || seat.age > 120) errors[`seats.${index}.age`] = BUS_BLOCK_MSG.ageInvalid;
    if (!(BUS_GENDERS as readonly string[]).includes(seat.gender))
      errors[`seats.${index}.gender`] = BUS_BLOCK_MSG.genderRequired;
  }
  if (body.boardingPointId.trim() === '') errors.boardingPointId = BUS_BLOCK_MSG.boardingRequired;
  if (body.droppingPointId.trim() === '') errors.droppingPointId = BUS_BLOCK_MSG.droppingRequired;
  if (!EMAIL.test(body.contact.email.trim())) errors['contact.email'] = BUS_BLOCK_MSG.emailInvalid;
  if (!MOBILE.test(body.contact.mobile.trim())) errors['contact.mobile'] = BUS_BLOCK_MSG.mobileInvalid;
  return errors;
}

/** A blocked bus booking's price: each seat's fare, GST on the fares, TripSetu's fee and its GST. */
export interface BusPrice {
  seats: { seatNo: string; farePaise: number }[];
  farePaise: number;
  fareGstPaise: number;
  feePaise: number;
  feeGstPaise: number;
  totalPaise: number;
}

/** Prices the chosen seats for a trip of an A/C bus or not, on the day of booking `today`. */
export function priceBusSeats(
  seats: readonly { seatNo: string; farePaise: number }[],
  ac: boolean,
  today: string,
): BusPrice {
  const farePaise = seats.reduce((sum, seat) => sum + seat.farePaise, 0);
  const fareGstPaise = Math.round((farePaise * (ac ? BUS_GST_PERCENT.ac : BUS_GST_PERCENT.nonAc)) / 100);
  const feePaise = busFeeOn(today) * seats.length;
  const feeGstPaise = Math.round((feePaise * FEE_GST_PERCENT) / 100);
  return {
    seats: seats.map((seat) => ({ seatNo: seat.seatNo, farePaise: seat.farePaise })),
    farePaise,
    fareGstPaise,
    feePaise,
    feeGstPaise,
    totalPaise: farePaise + fareGstPaise + feePaise + feeGstPaise,
  };
}

/**
 * A bus booking's one part for the commission rules (decision 034): its seat fares before GST (a percentage is of
 * them), a flat amount per seat. Buses are sold within India.
 */
export function busEarningPart(price: BusPrice): BookingEarningPart {
  return {
    carrier: null,
    sector: 'DOMESTIC',
    discounted: false,
    basis: { basePaise: price.farePaise, yqPaise: 0, units: price.seats.length },
  };
}

export const busBlockAnswer = z.object({
  blockId: z.number(),
  tripId: z.string(),
  expiresAt: z.string(),
  price: z.object({
    seats: z.array(z.object({ seatNo: z.string(), farePaise: z.number() })),
    farePaise: z.number(),
    fareGstPaise: z.number(),
    feePaise: z.number(),
    feeGstPaise: z.number(),
    totalPaise: z.number(),
  }),
  /** Null when no commission rule applies to the agency's bus bookings. */
  earnings: bookingEarningsShown.nullable(),
  message: z.string(),
});
export type BusBlockAnswer = z.infer<typeof busBlockAnswer>;
