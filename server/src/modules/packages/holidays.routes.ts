import { apiError, holidayDestinations, holidaySearchQuery, holidaySearchResult } from '@tripsetu/domain/agent-api.ts';
import { validatePackageSearch } from '@tripsetu/domain/package-search.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { requireAgent } from '../agents/agent-auth.ts';
import type { PackagesService } from './packages.service.ts';

/**
 * The portal home's Vacation tab: the holiday catalogue searched as the consumer site searches it;
 * a package's itinerary, prices by city and booking open on its consumer page.
 */
export function registerHolidayRoutes(app: FastifyInstance, deps: { packages: PackagesService; today: () => string }) {
  const { packages } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: holidays'];
  const errors = { 401: apiError, 403: apiError, 422: apiError };

  api.get(
    '/api/v1/holidays/destinations',
    {
      preValidation: requireAgent('holidays.search'),
      schema: { tags, summary: 'Holiday destinations', response: { 200: holidayDestinations, ...errors } },
    },
    async () => ({
      destinations: [...packages.destinations('domestic'), ...packages.destinations('international')],
    }),
  );

  api.get(
    '/api/v1/holidays/search',
    {
      preValidation: requireAgent('holidays.search'),
      schema: {
        tags,
        summary: 'Holiday packages for a destination, date and length',
        querystring: holidaySearchQuery,
        response: { 200: holidaySearchResult, ...errors },
      },
    },
    async (request) => {
      const query = {
        package_destination: request.query.destination,
        jdate: request.query.jdate,
        numdays: request.query.numdays,
      };
      const errors = validatePackageSearch(query, deps.today());
      if (Object.keys(errors).length > 0) {
        const { package_destination: destination, ...rest } = errors;
        throw AppError.validation({ ...(destination ? { destination } : {}), ...rest } as Record<string, string>);
      }
      const found = packages.search({
        destination: query.package_destination.trim(),
        jdate: query.jdate,
        numdays: Number(query.numdays),
      });
      return {
        packages: found.map((item) => {
          const search = new URLSearchParams({
            package_destination: item.row.destination,
            jdate: query.jdate,
            numdays: String(query.numdays),
            numadults: '2',
          });
          return {
            packageId: item.row.package_id,
            name: item.row.package_name,
            destination: item.row.destination,
            nights: item.row.noof_nights,
            days: item.row.noof_days,
            fromPricePaise: item.basePricePaise,
            imageUrl: item.row.default_image,
            detailsUrl: `/holiday-package/details/${item.row.package_id}?${search}`,
          };
        }),
      };
    },
  );
}
