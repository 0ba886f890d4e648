import type { HotelCity, HotelDetails, HotelSummary } from '@tripsetu/domain/hotel-results.ts';
import { ALL_LOCATIONS } from '@tripsetu/domain/hotel-search.ts';
import { generateHotels, type HotelSeed, type RoomTypeSeed } from '../../db/seed/hotel-catalogue.ts';
import { HOTEL_CITIES, type HotelCitySeed } from '../../db/seed/hotel-places.ts';
import { nightsOf, priceStay, type SoldNights, type Stay } from './hotel-rates.ts';
import type { HotelSupplier, PricingClock } from './supplier.ts';

/** Where a hotel's generated pictures are served (hotels.routes.ts draws them). */
export const hotelPhotoUrl = (hotelId: string, key: string) => `/api/v1/hotels/photos/${hotelId}/${key}.svg`;

const KIND_TEXT: Record<HotelCitySeed['kind'], string> = {
  METRO: 'close to offices, shopping and the city’s restaurants',
  CITY: 'a short drive from the city’s sights and its railway station',
  HILL: 'with views over the hills, a walk from the town’s main street',
  BEACH: 'a few minutes’ walk from the beach',
  PILGRIMAGE: 'close to the temples and the ghats, with early breakfasts for pilgrims',
  HERITAGE: 'near the old city’s forts, palaces and bazaars',
};

/** Facilities as the overview's sentence names them. */
const OVERVIEW_FACILITY: Partial<Record<HotelSeed['facilities'][number], string>> = {
  AC: 'air-conditioned rooms',
  RESTAURANT: 'a restaurant',
  BAR: 'a lounge bar',
  CAFE: 'a cafe',
  GYM: 'a gym',
  SPA: 'a spa',
  PARKING: 'parking',
  POOL: 'a swimming pool',
  FREE_WIFI: 'free Wi-Fi',
};

/** 'a, b and c'. */
const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

function overviewOf(hotel: HotelSeed, city: HotelCitySeed): string {
  const rooms = listed(hotel.roomTypes.map((type) => type.name));
  const facilities = listed(hotel.facilities.flatMap((code) => OVERVIEW_FACILITY[code] ?? []));
  return `${hotel.name} is a ${hotel.stars}-star hotel in ${hotel.locality}, ${city.name}, ${KIND_TEXT[city.kind]}. Its rooms: ${rooms}.${facilities ? ` It has ${facilities}.` : ''}`;
}

const clock = (hhmm: string) => {
  const hours = Number(hhmm.slice(0, 2));
  return `${hours % 12 === 0 ? 12 : hours % 12}:${hhmm.slice(2)} ${hours < 12 ? 'AM' : 'PM'}`;
};

function policiesOf(hotel: HotelSeed): string[] {
  return [
    `Check-in from ${clock(hotel.checkInTime)}; check-out by ${clock(hotel.checkOutTime)}.`,
    'Every adult guest shows a government photo ID at check-in (Aadhaar, passport, driving licence or voter ID); foreign nationals show their passport and visa.',
    'Children under 6 stay free sharing the bed; older children and extra adults are charged for the extra bed.',
    hotel.petsAllowed ? 'Pets are allowed on request.' : 'Pets are not allowed.',
    'Smoking only in the designated areas.',
  ];
}

function photosOf(hotel: HotelSeed): HotelDetails['hotel']['photos'] {
  const photos = [
    { key: 'exterior', kind: 'EXTERIOR', caption: `${hotel.name}` },
    { key: 'lobby', kind: 'LOBBY', caption: 'Lobby and reception' },
    ...hotel.roomTypes.map((type) => ({ key: `room-${type.id}`, kind: 'ROOM', caption: type.name })),
    { key: 'bathroom', kind: 'BATHROOM', caption: 'Bathroom' },
    ...(hotel.facilities.includes('RESTAURANT')
      ? [{ key: 'restaurant', kind: 'RESTAURANT', caption: 'Restaurant' }]
      : []),
    ...(hotel.facilities.includes('POOL') ? [{ key: 'pool', kind: 'POOL', caption: 'Swimming pool' }] : []),
  ];
  return photos.map(({ key, kind, caption }) => ({ url: hotelPhotoUrl(hotel.id, key), kind, caption }));
}

/** The hotels TripSetu contracts itself (decision 032): generated once, priced for each stay asked. */
export function createInventoryHotelSupplier(
  deps: { hotels?: readonly HotelSeed[]; cities?: readonly HotelCitySeed[] } = {},
): HotelSupplier & { hotel(id: string): HotelSeed | undefined } {
  const cities = deps.cities ?? HOTEL_CITIES;
  const hotels = deps.hotels ?? generateHotels(cities);
  const cityById = new Map(cities.map((city) => [city.id, city]));
  const byId = new Map(hotels.map((hotel) => [hotel.id, hotel]));
  const byCity = new Map<string, HotelSeed[]>();
  for (const hotel of hotels) byCity.set(hotel.cityId, [...(byCity.get(hotel.cityId) ?? []), hotel]);
  const cityList: HotelCity[] = cities.map((city) => ({
    id: city.id,
    name: city.name,
    state: city.state,
    kind: city.kind,
    lat: city.lat,
    lng: city.lng,
    hotels: byCity.get(city.id)?.length ?? 0,
    localities: city.localities.map(({ name, lat, lng }) => ({ name, lat, lng })),
  }));
  cityList.sort((a, b) => a.name.localeCompare(b.name));

  const roomPhoto = (hotel: HotelSeed) => (type: RoomTypeSeed) => hotelPhotoUrl(hotel.id, `room-${type.id}`);
  const price = (hotel: HotelSeed, stay: Stay, sold: SoldNights, at: PricingClock) =>
    priceStay(hotel, cityById.get(hotel.cityId) as HotelCitySeed, stay, sold, at.today, at.now, roomPhoto(hotel));

  const basics = (hotel: HotelSeed) => ({
    id: hotel.id,
    name: hotel.name,
    stars: hotel.stars,
    rating: hotel.rating,
    reviews: hotel.reviews,
    locality: hotel.locality,
    address: hotel.address,
    lat: hotel.lat,
    lng: hotel.lng,
    photo: hotelPhotoUrl(hotel.id, 'exterior'),
  });

  return {
    name: 'TripSetu contracted hotels',
    cities: () => cityList,
    hotel: (id) => byId.get(id),
    allotment: (hotelId, roomTypeId) => byId.get(hotelId)?.roomTypes.find((type) => type.id === roomTypeId)?.allotment,

    search(query, sold, at) {
      const results: HotelSummary[] = [];
      for (const hotel of byCity.get(query.city) ?? []) {
        if (query.location !== ALL_LOCATIONS && hotel.locality !== query.location) continue;
        const types = price(hotel, query, sold, at);
        // The cheapest way to stay: any room type that sleeps every room, on its cheapest rate.
        let best: { type: (typeof types)[number]; rate: (typeof types)[number]['rates'][number] } | undefined;
        for (const type of types) {
          const rate = type.rates[0];
          if (rate && (!best || rate.totalPaise < best.rate.totalPaise)) best = { type, rate };
        }
        if (!best) continue;
        const { type, rate } = best;
        const nights = nightsOf(query).length;
        const free = rate.freeCancellationUntil !== null;
        results.push({
          ...basics(hotel),
          // 'Free food' and 'free cancellation' are the offer's, as the results show it.
          facilities: [
            ...hotel.facilities,
            ...(rate.board !== 'ROOM_ONLY' ? (['FREE_FOOD'] as const) : []),
            ...(free ? (['FREE_CANCELLATION'] as const) : []),
          ],
          offer: {
            roomTypeId: type.id,
            roomName: type.name,
            board: rate.board,
            refundable: free,
            // An average night in whole rupees, as the trade quotes it; the total is exact.
            perNightPaise: Math.round((rate.roomCostPaise + rate.extraGuestPaise) / nights / 100) * 100,
            totalPaise: rate.totalPaise,
            gstPaise: rate.gstPaise,
            roomsLeft: rate.roomsLeft,
          },
        });
      }
      return results.sort((a, b) => a.offer.perNightPaise - b.offer.perNightPaise || a.name.localeCompare(b.name));
    },

    details(hotelId, stay, sold, at) {
      const hotel = byId.get(hotelId);
      const city = hotel && cityById.get(hotel.cityId);
      if (!hotel || !city) return undefined;
      const months = [...new Set(nightsOf(stay).map((night) => Number(night.slice(5, 7))))];
      return {
        hotel: {
          ...basics(hotel),
          facilities: hotel.facilities,
          city: { id: city.id, name: city.name, state: city.state },
          phone: hotel.phone,
          email: hotel.email,
          checkInTime: hotel.checkInTime,
          checkOutTime: hotel.checkOutTime,
          overview: overviewOf(hotel, city),
          policies: policiesOf(hotel),
          photos: photosOf(hotel),
        },
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        nights: nightsOf(stay).length,
        rooms: [...stay.rooms],
        roomTypes: price(hotel, stay, sold, at),
        weather: months.map((month) => ({ month, ...(city.climate[month - 1] as HotelCitySeed['climate'][number]) })),
      };
    },
  };
}
