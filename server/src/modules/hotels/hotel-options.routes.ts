import { emailHotelOptionsBody } from '@tripsetu/domain/hotel-options.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { HotelOptions } from './hotel-options.ts';

/** Hotel options e-mailed to an agency's customer (agent-portal.md §1): those who book hotels for the agency. */
export function registerHotelOptionRoutes(app: FastifyInstance, deps: { options: HotelOptions }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/v1/hotels/options/email',
    {
      preValidation: requireAgent('hotels.book'),
      schema: {
        tags: ['agent portal: hotels'],
        summary: "E-mail shortlisted hotels, priced again for the stay with the agency's markup, in the agency's name",
        body: emailHotelOptionsBody,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => deps.options.email(sessionOf(request).user, request.body),
  );
}
