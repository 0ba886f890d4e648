import type { Earnings } from '@tripsetu/domain/commissions.ts';
import { foldAgencyFee } from '@tripsetu/domain/customer-invoice.ts';
import {
  earningLines,
  type FareSummary,
  markupError,
  platformMarkupLines,
  SUMMARY_LABELS,
  type SummaryCode,
  type SummaryLine,
} from '@tripsetu/domain/fare-summary.ts';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import {
  HOTEL_BOOKING_MSG_DECIDED,
  type HotelBookingBody,
  validateHotelBooking,
} from '@tripsetu/domain/hotel-booking-api.ts';
import { HOTEL_BOARD_LABELS, type HotelDetails, type HotelRate } from '@tripsetu/domain/hotel-results.ts';
import {
  ALL_LOCATIONS,
  HOTEL_MSG_DECIDED,
  HOTEL_NATIONALITIES,
  validateHotelSearch,
} from '@tripsetu/domain/hotel-search.ts';
import { STATE_NAMES_BY_CODE } from '@tripsetu/domain/india-places.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { nightsOf } from '../hotels/hotel-rates.ts';
import { claimNights, soldAt } from '../hotels/room-nights.ts';
import type { HotelSupplier } from '../hotels/supplier.ts';
import type { StoredRoom, StoredStay } from './hotel-stay.ts';

const line = (code: SummaryCode, amountPaise: number): SummaryLine => ({
  code,
  label: SUMMARY_LABELS[code],
  amountPaise,
});

/**
 * A hotel booking's fare summary: room cost, extra guests, the hotel's GST, and what the agency earns (commission and
 * PLB cut and pay lower what it pays, TDS on them is added: decision 034); the customer's with the markup folded in
 * and without the agency's earnings.
 */
export function hotelFareSummary(
  rate: Pick<HotelRate, 'roomCostPaise' | 'extraGuestPaise' | 'gstPaise'>,
  markupPaise: number,
  earnings: Earnings | null,
): FareSummary {
  const fare = [
    line('ROOM_COST', rate.roomCostPaise),
    ...(rate.extraGuestPaise > 0 ? [line('EXTRA_GUESTS', rate.extraGuestPaise)] : []),
    line('HOTEL_GST', rate.gstPaise),

    ...(earnings ? platformMarkupLines(earnings) : []),
  ];
  const lines = [...fare, ...(earnings ? earningLines(earnings) : [])];
  const customerLines = foldAgencyFee([...fare, line('MARKUP', markupPaise)], SUMMARY_LABELS.AGENCY_FEE);
  const sum = (entries: SummaryLine[]) => entries.reduce((total, entry) => total + entry.amountPaise, 0);
  return {
    lines,
    totalPaise: sum(lines),
    customerLines,
    customerTotalPaise: sum(customerLines),
    ...(earnings ? { earnings } : {}),
  };
}

/** The check-in instant: the date at the hotel's check-in time, in India. */
export const arrivalOf = (date: string, hhmm: string) =>
  new Date(`${date}T${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}:00+05:30`).toISOString();

/** The request's refusals: the stay by the search's rules, the guests, contact, GST details and markup. */
function refuseBadInput(
  body: HotelBookingBody,
  today: string,
  localities: (cityId: string) => readonly string[] | undefined,
) {
  const cityId = body.hotelId.split('-')[0] ?? '';
  if (!localities(cityId)) throw new AppError('NOT_FOUND', HOTEL_MSG_DECIDED.hotelNotFound);
  const errors: Record<string, string> = {
    ...validateHotelSearch({ ...body, city: cityId, location: ALL_LOCATIONS }, today, localities),
  };
  Object.assign(errors, validateHotelBooking(body, body.rooms));
  const markup = markupError(body.markupPaise);
  if (markup) errors.markupPaise = markup;
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

/** The rate asked for, priced now, or undefined when it is gone (sold out, or the hotel no longer sells it). */
function rateOf(details: HotelDetails, rateId: string) {
  for (const type of details.roomTypes) {
    const rate = type.rates.find((entry) => entry.id === rateId);
    if (rate) return { type, rate };
  }
  return undefined;
}

/**
 * The agreed total against today's: the same, or a rise within what the agent allowed on the search (booked,
 * and said so), else the change is asked again, as for flights.
 */
function checkPrice(body: HotelBookingBody, totalPaise: number): StoredStay['priceRise'] {
  const accepted = body.acceptedTotalPaise;
  if (totalPaise === accepted) return null;
  const allowed = Math.floor((accepted * (100 + body.priceRisePercent)) / 100);
  if (totalPaise > accepted && totalPaise <= allowed) {
    return { fromPaise: accepted, toPaise: totalPaise, allowedPercent: body.priceRisePercent };
  }
  throw new AppError(
    'PRICE_CHANGED',
    BOOKING_MSG.priceChanged,
    {},
    {
      oldTotalPaise: String(accepted),
      newTotalPaise: String(totalPaise),
      reason: 'The hotel changed the rate of these rooms for your dates.',
    },
  );
}

/** A refusal of the trade, titled for a hotel (the flight's title is the core's default). */
export const hotelBookingFailed = (reason: string) =>
  new AppError('BOOKING_FAILED', reason, {}, { title: HOTEL_BOOKING_MSG_DECIDED.failedTitle });

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The rate chosen, checked and kept in the booking's transaction: the request's rules, the stay priced again
 * by the rooms sold on its nights (from the database), the agreed price (or a rise the agent allowed), and the
 * rooms claimed on every night within the allotment — all of them, or the booking is refused and nothing changes.
 */
export async function reserveStay(
  trx: Transaction<Database>,
  deps: {
    supplier: HotelSupplier;
    today: () => string;
    now: () => number;
    localities: (cityId: string) => readonly string[] | undefined;
  },
  body: HotelBookingBody,
) {
  refuseBadInput(body, deps.today(), deps.localities);
  const nights = nightsOf(body);
  const sold = await soldAt(trx, body.hotelId, nights);
  const details = deps.supplier.details(body.hotelId, body, sold, { today: deps.today(), now: deps.now() });
  if (!details) throw new AppError('NOT_FOUND', HOTEL_MSG_DECIDED.hotelNotFound);
  const chosen = rateOf(details, body.rateId);
  if (!chosen) throw hotelBookingFailed(HOTEL_BOOKING_MSG_DECIDED.rateGone);
  const { type, rate } = chosen;
  const priceRise = checkPrice(body, rate.totalPaise);
  const allotment = deps.supplier.allotment(body.hotelId, type.id) ?? 0;
  const claimed = await claimNights(trx, {
    hotelId: body.hotelId,
    roomTypeId: type.id,
    nights,
    rooms: body.rooms.length,
    allotment,
  });
  if (!claimed) throw hotelBookingFailed(HOTEL_BOOKING_MSG_DECIDED.soldOut);
  const { hotel } = details;
  const stay: StoredStay = {
    hotel: {
      id: hotel.id,
      name: hotel.name,
      stars: hotel.stars,
      rating: hotel.rating,
      address: hotel.address,
      locality: hotel.locality,
      city: hotel.city.name,
      state: STATE_NAMES_BY_CODE[hotel.city.state] ?? hotel.city.state,
      phone: hotel.phone,
      email: hotel.email,
      lat: hotel.lat,
      lng: hotel.lng,
      checkInTime: hotel.checkInTime,
      checkOutTime: hotel.checkOutTime,
      photo: hotel.photo,
      policies: hotel.policies,
    },
    roomType: { id: type.id, name: type.name, bed: type.bed, sizeSqm: type.sizeSqm },
    rate: {
      id: rate.id,
      board: rate.board,
      boardLabel: HOTEL_BOARD_LABELS[rate.board],
      refundable: rate.refundable,
      inclusions: rate.inclusions,
      freeCancellationUntil: rate.freeCancellationUntil,
      cancellation: rate.cancellation,
    },
    checkIn: body.checkIn,
    checkOut: body.checkOut,
    nights: nights.length,
    arrival: arrivalOf(body.checkIn, hotel.checkInTime),
    nationality: HOTEL_NATIONALITIES.find((entry) => entry.code === body.nationality)?.name ?? body.nationality,
    specialRequests: body.specialRequests.trim(),
    priceRise,
  };
  const rooms: StoredRoom[] = body.rooms.map((room, index) => {
    const priced = rate.rooms[index]?.nights ?? [];
    const guest = body.guests[index] ?? { title: '', firstName: '', lastName: '' };
    const sum = (pick: (night: (typeof priced)[number]) => number) =>
      priced.reduce((total, night) => total + pick(night), 0);
    const roomCostPaise = sum((night) => night.roomPaise);
    const extraGuestPaise = sum((night) => night.extraGuestPaise);
    const gstPaise = sum((night) => night.gstPaise);
    return {
      index,
      adults: room.adults,
      childAges: [...room.childAges],
      lead: { title: guest.title, firstName: clean(guest.firstName), lastName: clean(guest.lastName) },
      nights: priced,
      roomCostPaise,
      extraGuestPaise,
      gstPaise,
      totalPaise: roomCostPaise + extraGuestPaise + gstPaise,
      cancellationId: null,
    };
  });
  return { stay, rooms, rate, roomTypeId: type.id };
}
