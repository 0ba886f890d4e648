import { type Earnings, earningsShown } from '@tripsetu/domain/commissions.ts';
import { HOTEL_BOOKING_MSG_DECIDED } from '@tripsetu/domain/hotel-booking-api.ts';
import type { HotelDetails, HotelRate, HotelRateEarnings, HotelSearchAnswer } from '@tripsetu/domain/hotel-results.ts';
import {
  ALL_LOCATIONS,
  HOTEL_MSG_DECIDED,
  type HotelSearchBody,
  validateHotelSearch,
} from '@tripsetu/domain/hotel-search.ts';
import { KeptJson } from '../../lib/compression.ts';
import { AppError } from '../../lib/errors.ts';
import { nightsOf, type SoldNights } from './hotel-rates.ts';
import type { HotelSupplier } from './supplier.ts';

/** A hotel's rooms for a stay: the search's stay and guests, for one hotel. */
export type HotelDetailsBody = Omit<HotelSearchBody, 'city' | 'location'> & { hotelId: string };

/** How long an answer is kept at most: prices and free-cancellation deadlines move with the clock. */
const ANSWER_KEPT_MS = 60_000;
/** The kept answers' JSON at most (the oldest go first). */
const ANSWER_BYTES_KEPT = 64 * 1024 * 1024;

interface Kept {
  json: KeptJson;
  today: string;
  version: number;
  until: number;
}

/**
 * Hotel search and details for the agent portal (issues 23, decisions 032 and 033): the request checked by the
 * search's rules, the supplier asked, priced by today's GST and the clock. Rooms sold through TripSetu count
 * against each night's allotment (`sold`, the in-memory view of room-nights.ts). Answers are kept as JSON
 * bytes until a room is sold or given back through this server, the day turns, or a minute passes.
 */
export function createHotelsService(deps: {
  supplier: HotelSupplier;
  today: () => string;
  now?: () => number;
  sold?: SoldNights;
  /** Changes whenever `sold` does; answers kept from an older version are worked out again. */
  soldVersion?: () => number;
  /** What an agency earns on a rate by the commission rules; none when not given (tests of the search alone). */
  earnings?: (agencyId: number, rate: HotelRate) => Earnings | null;
}) {
  const { supplier } = deps;
  const now = deps.now ?? (() => Date.now());
  // Without a view of rooms sold (tests of the search alone), every room of the allotment is there to sell.
  const sold: SoldNights = deps.sold ?? (() => 0);
  const soldVersion = deps.soldVersion ?? (() => 0);
  const cityList = supplier.cities();
  const localities = new Map(cityList.map((city) => [city.id, city.localities.map((locality) => locality.name)]));
  const refuse = (body: HotelSearchBody) => {
    const errors = validateHotelSearch(body, deps.today(), (id) => localities.get(id));
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  };
  const clock = () => ({ today: deps.today(), now: now() });

  const answers = new Map<string, Kept>();
  let keptBytes = 0;
  function kept<T>(key: string, work: () => T): KeptJson {
    const today = deps.today();
    const at = now();
    const found = answers.get(key);
    if (found && found.today === today && found.version === soldVersion() && at < found.until) return found.json;
    const version = soldVersion();
    const json = new KeptJson(Buffer.from(JSON.stringify(work())));
    keptBytes -= found?.json.json.length ?? 0;
    answers.delete(key);
    for (const [oldest, entry] of answers) {
      if (keptBytes + json.json.length <= ANSWER_BYTES_KEPT) break;
      keptBytes -= entry.json.json.length;
      answers.delete(oldest);
    }
    answers.set(key, { json, today, version, until: at + ANSWER_KEPT_MS });
    keptBytes += json.json.length;
    return json;
  }
  const stayKey = (body: Omit<HotelSearchBody, 'city' | 'location'>) =>
    `${body.checkIn}|${body.checkOut}|${body.nationality}|${body.priceRisePercent}|${body.rooms
      .map((room) => `${room.adults}-${room.childAges.join('.')}`)
      .join(',')}`;

  function search(body: HotelSearchBody): HotelSearchAnswer {
    refuse(body);
    const city = cityList.find((entry) => entry.id === body.city);
    if (!city) throw new AppError('NOT_FOUND', HOTEL_MSG_DECIDED.unknownCity);
    const hotels = supplier.search(body, sold, clock());
    return {
      city: { id: city.id, name: city.name, state: city.state },
      location: body.location,
      checkIn: body.checkIn,
      checkOut: body.checkOut,
      nights: nightsOf(body).length,
      rooms: body.rooms,
      hotels,
    };
  }

  function details(body: HotelDetailsBody): HotelDetails {
    const cityId = body.hotelId.split('-')[0] ?? '';
    if (!localities.has(cityId)) throw new AppError('NOT_FOUND', HOTEL_MSG_DECIDED.hotelNotFound);
    refuse({ ...body, city: cityId, location: ALL_LOCATIONS });
    const found = supplier.details(body.hotelId, body, sold, clock());
    if (!found) throw new AppError('NOT_FOUND', HOTEL_MSG_DECIDED.hotelNotFound);
    return found;
  }

  return {
    cities: () => cityList,

    /** The hotels of a city (or one locality) with a room for the whole stay, cheapest first. */
    search,

    /** The same answer as JSON bytes, kept while nothing it shows can have changed: what the route sends. */
    searchJson: (body: HotelSearchBody) => {
      // Refused requests are checked every time: only answers are kept.
      refuse(body);
      return kept(`search|${body.city}|${body.location}|${stayKey(body)}`, () => search(body));
    },

    /** One hotel's every room type and rate for the stay; 'no longer available' for a hotel it does not have. */
    details,

    /** The same as JSON bytes, kept as a search's answer is. */
    detailsJson: (body: HotelDetailsBody) => {
      const cityId = body.hotelId.split('-')[0] ?? '';
      if (localities.has(cityId)) refuse({ ...body, city: cityId, location: ALL_LOCATIONS });
      return kept(`details|${body.hotelId}|${stayKey(body)}`, () => details(body));
    },

    /**
     * What the agency would earn on one of the hotel's rates for the stay, for the review (the booking applies the
     * rules again). Per agency, so not kept with the details; a rate no longer sold answers 'no longer available'.
     */
    rateEarnings(agencyId: number, body: HotelDetailsBody & { rateId: string }): HotelRateEarnings {
      const rate = details(body)
        .roomTypes.flatMap((type) => type.rates)
        .find((entry) => entry.id === body.rateId);
      if (!rate) throw new AppError('NOT_FOUND', HOTEL_BOOKING_MSG_DECIDED.rateGone);
      return { earnings: earningsShown(deps.earnings?.(agencyId, rate) ?? null, rate.totalPaise) };
    },
  };
}

export type HotelsService = ReturnType<typeof createHotelsService>;
