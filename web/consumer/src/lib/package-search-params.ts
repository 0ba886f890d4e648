import { DEFAULT_ADULTS } from '@tripsetu/domain/constants.ts';
import { searchNumNights, searchReturnDate } from '@tripsetu/domain/duration.ts';
import { parseCount } from '@tripsetu/domain/package-search.ts';

/** The search as the query string carries it (§2 Results screen). */
export interface PackageSearch {
  package_destination: string;
  jdate: string;
  numdays: number | null;
  numadults: number;
  numchildren: number;
  numinfants: number;
}

export const EMPTY_SEARCH: PackageSearch = {
  package_destination: '',
  jdate: '',
  numdays: null,
  numadults: DEFAULT_ADULTS,
  numchildren: 0,
  numinfants: 0,
};

export function searchToQuery(search: PackageSearch): string {
  const params = new URLSearchParams({ package_destination: search.package_destination, jdate: search.jdate });
  if (search.numdays !== null) {
    params.set('jtodate', search.jdate ? searchReturnDate(search.jdate, search.numdays) : '');
    params.set('numdays', String(search.numdays));
    params.set('numnights', String(searchNumNights(search.numdays)));
  }
  params.set('numadults', String(search.numadults));
  params.set('numchildren', String(search.numchildren));
  params.set('numinfants', String(search.numinfants));
  return params.toString();
}

export function searchFromQuery(params: URLSearchParams): PackageSearch {
  const days = parseCount(params.get('numdays'), Number.NaN);
  const safe = (name: string, fallback: number) => {
    const n = parseCount(params.get(name), fallback);
    return Number.isInteger(n) && n >= 0 && n <= 9 ? n : fallback;
  };
  return {
    package_destination: params.get('package_destination') ?? '',
    jdate: params.get('jdate') ?? '',
    numdays: Number.isInteger(days) ? days : null,
    numadults: Math.max(1, safe('numadults', DEFAULT_ADULTS)),
    numchildren: safe('numchildren', 0),
    numinfants: safe('numinfants', 0),
  };
}

export { travellersLabel } from '../components/TravellersPopup.tsx';
