import type { QueryClient } from '@tanstack/react-query';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { matchPath } from 'react-router';
import { airportsQuery } from '../features/flights/api/get-airports.ts';
import { searchFlightsQuery } from '../features/flights/api/search-flights.ts';
import { flightFormErrors, flightSearchFromQuery } from '../features/flights/search-params.ts';
import { packageDetailsQuery } from '../features/package-details/api/get-details.ts';
import { searchPackagesQuery } from '../features/package-search/api/search-packages.ts';
import { searchFromQuery } from '../lib/package-search-params.ts';

/**
 * The pages whose content is data, and the queries each one's first draw reads, under the keys the page
 * itself asks them by. The server asks them before drawing the page (decision 018), so the page paints
 * with its results and the app's first draw in the browser finds them in its cache. A query that fails
 * throws: the page is then served as its loading shell and asks for itself.
 */
const DATA_PAGES: { path: string; load(client: QueryClient, url: URL, param: string): Promise<unknown> }[] = [
  {
    path: '/holiday-package/search-results',
    load: (client, url) => client.fetchQuery(searchPackagesQuery(searchFromQuery(url.searchParams))),
  },
  {
    path: '/holiday-package/details/:param',
    load: (client, _url, packageId) => client.fetchQuery(packageDetailsQuery(packageId)),
  },
  ...(['owresults', 'rtresults', 'rtintlresults'] as const).map((page) => ({
    path: `/flight/${page}`,
    async load(client: QueryClient, url: URL) {
      const airports = await client.fetchQuery(airportsQuery());
      const search = flightSearchFromQuery(url.searchParams, page === 'owresults' ? 'O' : 'R');
      // The page asks only a search its form would accept (FlightResultsPage); so does the server.
      const invalid = Object.keys(flightFormErrors(search, todayInIndia(), airports)).length > 0;
      if (!invalid) await client.fetchQuery(searchFlightsQuery(search));
    },
  })),
];

/** Asks the data of the page at `url` into `client`; false when the page is not a data page. */
export async function loadPageData(client: QueryClient, url: URL): Promise<boolean> {
  for (const page of DATA_PAGES) {
    const match = matchPath(page.path, url.pathname);
    if (match) {
      await page.load(client, url, match.params.param ?? '');
      return true;
    }
  }
  return false;
}
