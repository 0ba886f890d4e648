import type { BusSearchBody } from '@tripsetu/domain/bus-search.ts';
import { ROUTES } from '../../app/routes.ts';

/**
 * The results page keeps its search in the URL (?from=BLR&to=HYD&date=2026-12-01), so a reload, the back
 * button and a bookmark all show the same buses. City ids are the inventory's (bus-cities.ts).
 */
export const EMPTY_BUS_SEARCH: BusSearchBody = { from: '', to: '', date: '' };

const cityId = (value: string | null) =>
  (value ?? '')
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 8);

/** The search a query string holds, or null when it holds none (no from, to or date). */
export function busSearchFromParams(params: URLSearchParams): BusSearchBody | null {
  if (!params.has('from') && !params.has('to') && !params.has('date')) return null;
  return {
    from: cityId(params.get('from')),
    to: cityId(params.get('to')),
    date: (params.get('date') ?? '').trim().slice(0, 10),
  };
}

export function busSearchToParams(search: BusSearchBody): URLSearchParams {
  return new URLSearchParams({ from: search.from, to: search.to, date: search.date });
}

export const busResultsPath = (search: BusSearchBody) => `${ROUTES.busResults}?${busSearchToParams(search)}`;
