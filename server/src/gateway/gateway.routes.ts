import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import type { PackagesService } from '../modules/packages/packages.service.ts';
import { failure, type GatewayResponse } from './envelope.ts';
import { emailOperation, type Operation, packageOperations } from './packages.operations.ts';

const gatewayBody = z
  .object({
    opid: z.string().describe('Operation group, e.g. MP003'),
    actioncode: z.string().optional().describe('The operation within the group, e.g. search'),
    resultformat: z.string().optional().describe('Always json'),
    sessiontoken: z.string().optional(),
  })
  .catchall(z.unknown());

const envelope = z
  .object({
    ApiStatus: z.object({
      StatusCode: z.number(),
      Status: z.enum(['SUCCESS', 'FAILURE']),
      Message: z.string(),
      Result: z.string().optional(),
      Errors: z.record(z.string(), z.string()).optional(),
    }),
    Result: z.unknown().optional(),
    Root: z.unknown().optional(),
  })
  .describe('ApiStatus envelope of consumer-site.md §7');

/**
 * The consumer contract: POST, form-encoded, `opid` + `actioncode` naming the operation. The app
 * endpoint and the dispatch endpoint (which the site may cancel) answer the same operations.
 */
export function registerGateway(app: FastifyInstance, deps: { packages: PackagesService; today?: () => string }) {
  const today = deps.today ?? (() => todayInIndia());
  const operations: Record<string, Record<string, Operation>> = {
    MP003: packageOperations(deps.packages),
    EM001: { send: emailOperation(deps.packages), '': emailOperation(deps.packages) },
  };

  async function dispatch(fields: Record<string, unknown>, clientIp: string): Promise<GatewayResponse> {
    const opid = String(fields.opid ?? '').toUpperCase();
    const group = operations[opid];
    const actioncode = String(fields.actioncode ?? '');
    const operation = group?.[actioncode] ?? group?.[actioncode.toLowerCase()];
    if (!operation) return failure(400, MSG_DECIDED.unknownOperation);
    try {
      return await operation({ fields, clientIp, today: today() });
    } catch (error) {
      if (error instanceof AppError) {
        const answer = failure(error.statusCode, error.message, error.fields);
        if (opid === 'EM001')
          answer.Root = { StatusCode: error.statusCode, Message: error.message, Operation: 'Email' };
        return answer;
      }
      throw error;
    }
  }

  for (const url of ['/gateway/app', '/gateway/dispatch']) {
    app.withTypeProvider<ZodTypeProvider>().post(
      url,
      {
        schema: {
          tags: ['gateway'],
          summary: url.endsWith('app') ? 'Gateway app endpoint' : 'Gateway dispatch endpoint (cancellable)',
          description:
            'Operations: MP003 getdestinations, search, getdetails, getpackagefare, requestpackage, getpackagevoucher; EM001 send.',
          consumes: ['application/x-www-form-urlencoded'],
          body: gatewayBody,
          response: { 200: envelope, '4xx': envelope },
        },
      },
      async (request, reply) => {
        const answer = await dispatch(request.body, request.ip);
        // Plain JSON.stringify: the answer is built by our own code, so the schema documents it rather
        // than re-validating every response on the hot path.
        return reply.code(answer.ApiStatus.StatusCode).serializer(JSON.stringify).send(answer);
      },
    );
  }
}
