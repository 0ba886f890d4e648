import { bankAccount, bankAccountBody } from '@tripsetu/domain/wallet-api.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { requireAgent } from '../agents/agent-auth.ts';
import { createBankAccountsService } from './bank-accounts.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Back office: the operator's bank accounts agencies pay into (§3), listed, added and edited by administrators. */
export function registerBankAccountRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }) {
  const bankAccounts = createBankAccountsService(deps.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: back office'];
  const preValidation = requireAgent('wallet.admin');

  api.get(
    '/api/v1/admin/bank-accounts',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Every TripSetu bank account, active and inactive',
        response: { 200: z.object({ accounts: z.array(bankAccount) }), ...errors },
      },
    },
    async () => ({ accounts: await bankAccounts.list() }),
  );

  api.post(
    '/api/v1/admin/bank-accounts',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Add a bank account for agencies to pay into',
        body: bankAccountBody,
        response: { 201: bankAccount, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await bankAccounts.create(request.body)),
  );

  api.put(
    '/api/v1/admin/bank-accounts/:id',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Edit a bank account; active: false hides it from agencies and refuses new deposits to it',
        params: idParam,
        body: bankAccountBody,
        response: { 200: bankAccount, ...errors },
      },
    },
    async (request) => bankAccounts.update(request.params.id, request.body),
  );
}
