import type { HotelSearchBody, RoomRequest } from '@tripsetu/domain/hotel-search.ts';
import { ROUTES } from '../../app/routes.ts';

/**
 * The hotel pages keep the search in the URL, so a reload, the back button and a bookmark show the same
 * hotels: /hotels/results?city=GOI&location=ALL&checkin=2026-12-20&checkout=2026-12-23&rooms=2,2-7.4&nationality=IN
 * Rooms are comma-separated; each is its adults, then its children's ages after a dash, dot-separated.
 */
export const EMPTY_HOTEL_SEARCH: HotelSearchBody = {
  city: '',
  location: '',
  checkIn: '',
  checkOut: '',
  rooms: [{ adults: 2, childAges: [] }],
  nationality: 'IN',
  priceRisePercent: 0,
};

const code = (value: string | null, length: number) =>
  (value ?? '')
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, length);
const int = (text: string) => (/^-?\d{1,3}$/.test(text) ? Number(text) : Number.NaN);

/** Rooms as the URL writes them ('2,2-7.4'); what does not read as numbers is kept as NaN for the checks to refuse. */
export function roomsFromText(text: string): RoomRequest[] {
  return text
    .split(',')
    .slice(0, 10)
    .filter((room) => room.trim() !== '')
    .map((room) => {
      const [adults = '', ages = ''] = room.split('-');
      return { adults: int(adults.trim()), childAges: ages === '' ? [] : ages.split('.').slice(0, 10).map(int) };
    });
}

export const roomsToText = (rooms: readonly RoomRequest[]) =>
  rooms
    .map((room) => (room.childAges.length > 0 ? `${room.adults}-${room.childAges.join('.')}` : `${room.adults}`))
    .join(',');

/** The stay a query string holds (dates, rooms, nationality, allowed rise). */
function stayFromParams(params: URLSearchParams) {
  const rise = Number(params.get('rise') ?? '0');
  return {
    checkIn: (params.get('checkin') ?? '').trim().slice(0, 10),
    checkOut: (params.get('checkout') ?? '').trim().slice(0, 10),
    rooms: roomsFromText(params.get('rooms') ?? '2'),
    nationality: code(params.get('nationality') ?? 'IN', 2),
    priceRisePercent: Number.isFinite(rise) ? rise : Number.NaN,
  };
}

/** The search a query string holds, or null when it holds none (no city and no dates). */
export function hotelSearchFromParams(params: URLSearchParams): HotelSearchBody | null {
  if (!params.has('city') && !params.has('checkin') && !params.has('checkout')) return null;
  return {
    city: code(params.get('city'), 8),
    location: (params.get('location') ?? '').trim().slice(0, 80),
    ...stayFromParams(params),
  };
}

function stayParams(search: Omit<HotelSearchBody, 'city' | 'location'>): [string, string][] {
  return [
    ['checkin', search.checkIn],
    ['checkout', search.checkOut],
    ['rooms', roomsToText(search.rooms)],
    ['nationality', search.nationality],
    ...(search.priceRisePercent ? ([['rise', String(search.priceRisePercent)]] as [string, string][]) : []),
  ];
}

export function hotelSearchToParams(search: HotelSearchBody): URLSearchParams {
  return new URLSearchParams([['city', search.city], ['location', search.location], ...stayParams(search)]);
}

export const hotelResultsPath = (search: HotelSearchBody) => `${ROUTES.hotelResults}?${hotelSearchToParams(search)}`;

/** A hotel's page for the search's stay: /hotels/GOI-0012?checkin=…&checkout=…&rooms=…&nationality=IN. */
export const hotelDetailsPath = (hotelId: string, search: Omit<HotelSearchBody, 'city' | 'location'>) =>
  `${ROUTES.hotel(hotelId)}?${new URLSearchParams(stayParams(search))}`;

/** The details page's request from its address. */
export function hotelDetailsFromParams(hotelId: string, params: URLSearchParams) {
  return { hotelId: hotelId.slice(0, 20), ...stayFromParams(params) };
}
