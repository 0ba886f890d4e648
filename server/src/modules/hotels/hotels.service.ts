import type { HotelDetails, HotelSearchAnswer } from '@tripsetu/domain/hotel-results.ts';
import {
  ALL_LOCATIONS,
  HOTEL_MSG_DECIDED,
  type HotelSearchBody,
  validateHotelSearch,
} from '@tripsetu/domain/hotel-search.ts';
import { AppError } from '../../lib/errors.ts';
import { nightsOf, type SoldNights } from './hotel-rates.ts';
import type { HotelSupplier } from './supplier.ts';

/** A hotel's rooms for a stay: the search's stay and guests, for one hotel. */
export type HotelDetailsBody = Omit<HotelSearchBody, 'city' | 'location'> & { hotelId: string };

/**
 * Hotel search and details for the agent portal (issue 23, decision 032): the request checked by the
 * search's rules, the supplier asked, priced by today's GST and the clock. Rooms sold through TripSetu
 * count against each night's allotment (`sold`); the booking slice records them.
 */
export function createHotelsService(deps: {
  supplier: HotelSupplier;
  today: () => string;
  now?: () => number;
  sold?: SoldNights;
}) {
  const { supplier } = deps;
  const now = deps.now ?? (() => Date.now());
  // Until hotels are booked through TripSetu, every room of the allotment is there to sell.
  const sold: SoldNights = deps.sold ?? (() => 0);
  const cityList = supplier.cities();
  const localities = new Map(cityList.map((city) => [city.id, city.localities.map((locality) => locality.name)]));
  const refuse = (body: HotelSearchBody) => {
    const errors = validateHotelSearch(body, deps.today(), (id) => localities.get(id));
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  };
  const clock = () => ({ today: deps.today(), now: now() });

  return {
    cities: () => cityList,

    /** The hotels of a city (or one locality) with a room for the whole stay, cheapest first. */
    search(body: HotelSearchBody): HotelSearchAnswer {
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
    },

    /** One hotel's every room type and rate for the stay; 'no longer available' for a hotel it does not have. */
    details(body: HotelDetailsBody): HotelDetails {
      const cityId = body.hotelId.split('-')[0] ?? '';
      if (!localities.has(cityId)) throw new AppError('NOT_FOUND', HOTEL_MSG_DECIDED.hotelNotFound);
      refuse({ ...body, city: cityId, location: ALL_LOCATIONS });
      const details = supplier.details(body.hotelId, body, sold, clock());
      if (!details) throw new AppError('NOT_FOUND', HOTEL_MSG_DECIDED.hotelNotFound);
      return details;
    },
  };
}

export type HotelsService = ReturnType<typeof createHotelsService>;
