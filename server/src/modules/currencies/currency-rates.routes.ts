import { currencyRateBody, currencyRateList, currencyRateRow, FOREIGN_CODES } from '@tripsetu/domain/currencies.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { CurrencyRatesService } from './currency-rates.ts';

/** Display currencies (issue 25, decision 041): every signed-in user reads today's rates; the back office sets them. */
export function registerCurrencyRateRoutes(app: FastifyInstance, deps: { rates: CurrencyRatesService }) {
  const { rates } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: currencies'];

  api.get(
    '/api/v1/currency-rates',
    {
      preValidation: requireAgent(),
      schema: {
        tags,
        summary: "Each display currency's rate in force today (its day shown when older)",
        response: { 200: currencyRateList, ...errors },
      },
    },
    async () => rates.inForce(),
  );

  api.post(
    '/api/v1/admin/currency-rates',
    {
      preValidation: requireAgent('rates.admin'),
      schema: {
        tags,
        summary: 'Set the rupees one unit of a currency buys, for a day',
        body: currencyRateBody,
        response: { 201: currencyRateRow, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await rates.add(sessionOf(request).user, request.body)),
  );

  api.get(
    '/api/v1/admin/currency-rates/:currency',
    {
      preValidation: requireAgent('rates.admin'),
      schema: {
        tags,
        summary: 'Every rate kept for a currency, newest first',
        params: z.object({ currency: z.enum(FOREIGN_CODES) }),
        response: { 200: z.object({ rates: z.array(currencyRateRow) }), ...errors },
      },
    },
    async (request) => ({ rates: await rates.history(request.params.currency) }),
  );
}
