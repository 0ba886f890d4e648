import { DEPOSIT_STATUSES } from '@tripsetu/domain/wallet.ts';
import {
  creditLimitBody,
  deposit,
  noteBody,
  reviewRejectBody,
  walletBalanceShape,
  walletMovement,
} from '@tripsetu/domain/wallet-api.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { idempotencyHeaders, idempotencyKeyOf as keyOf, sendIdempotent as send } from '../../lib/idempotent-route.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import type { WalletService } from './wallet.service.ts';

/** The back office's wallet: deposits to review, an agency's wallet and credit limit, notes, every movement. */
export function registerWalletAdminRoutes(app: FastifyInstance, deps: { wallet: WalletService; db: Kysely<Database> }) {
  const { wallet, db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminTags = ['agent portal: back office'];

  // ── Back office ────────────────────────────────────────────────────────────────────────────────
  const adminGuard = requireAgent('wallet.admin');
  const adminScope = (request: FastifyRequest) => `admin:${sessionOf(request).user.id}`;

  api.get(
    '/api/v1/admin/deposits',
    {
      preValidation: adminGuard,
      schema: {
        tags: adminTags,
        summary: 'Deposits of every agency by status',
        querystring: z.object({ status: z.enum(DEPOSIT_STATUSES).optional().default('PENDING') }),
        response: { 200: z.object({ deposits: z.array(deposit) }), ...errors },
      },
    },
    async (request) => ({ deposits: await wallet.deposits({ status: request.query.status }) }),
  );

  api.post(
    '/api/v1/admin/deposits/:id/approve',
    {
      preValidation: adminGuard,
      schema: {
        tags: adminTags,
        summary: 'Approve a deposit: credit the wallet once (Idempotency-Key required)',
        headers: idempotencyHeaders,
        params: idParam,
        response: { 200: deposit, ...errors },
      },
    },
    async (request, reply) => {
      const admin = sessionOf(request).user;
      const answer = await idempotent(
        db,
        { scope: adminScope(request), key: keyOf(request), body: { approve: request.params.id } },
        async (trx) => ({
          statusCode: 200,
          body: await wallet.approveDeposit(admin, request.params.id, trx),
        }),
      );
      return send(reply, answer);
    },
  );

  api.post(
    '/api/v1/admin/deposits/:id/reject',
    {
      preValidation: adminGuard,
      schema: {
        tags: adminTags,
        summary: 'Reject a deposit with a reason (Idempotency-Key required)',
        headers: idempotencyHeaders,
        params: idParam,
        body: reviewRejectBody,
        response: { 200: deposit, ...errors },
      },
    },
    async (request, reply) => {
      const admin = sessionOf(request).user;
      const body = { reject: request.params.id, reason: request.body.reason };
      const answer = await idempotent(db, { scope: adminScope(request), key: keyOf(request), body }, async (trx) => ({
        statusCode: 200,
        body: await wallet.rejectDeposit(admin, request.params.id, request.body.reason, trx),
      }));
      return send(reply, answer);
    },
  );

  const agencyParam = z.object({ agencyId: z.coerce.number().int().positive() });
  api.get(
    '/api/v1/admin/agencies/:agencyId/wallet',
    {
      preValidation: adminGuard,
      schema: {
        tags: adminTags,
        summary: 'An agency’s balance',
        params: agencyParam,
        response: { 200: walletBalanceShape, ...errors },
      },
    },
    async (request) => wallet.balance(request.params.agencyId),
  );

  api.put(
    '/api/v1/admin/agencies/:agencyId/credit-limit',
    {
      preValidation: adminGuard,
      schema: {
        tags: adminTags,
        summary: 'Set an agency’s credit limit (rupees)',
        params: agencyParam,
        body: creditLimitBody,
        response: { 200: walletBalanceShape, ...errors },
      },
    },
    async (request) =>
      db.transaction().execute((trx) => wallet.setCreditLimit(request.params.agencyId, request.body.creditLimit, trx)),
  );

  api.post(
    '/api/v1/admin/agencies/:agencyId/notes',
    {
      preValidation: adminGuard,
      schema: {
        tags: adminTags,
        summary: 'Credit note, debit note, fund transfer or reversal (Idempotency-Key required)',
        headers: idempotencyHeaders,
        params: agencyParam,
        body: noteBody,
        response: { 201: walletMovement, ...errors },
      },
    },
    async (request, reply) => {
      const admin = sessionOf(request).user;
      const body = { agencyId: request.params.agencyId, ...request.body };
      const answer = await idempotent(db, { scope: adminScope(request), key: keyOf(request), body }, async (trx) => ({
        statusCode: 201,
        body: await wallet.note(admin, request.params.agencyId, request.body, trx),
      }));
      return send(reply, answer);
    },
  );

  api.get(
    '/api/v1/admin/wallet/movements',
    {
      preValidation: adminGuard,
      schema: {
        tags: adminTags,
        summary: 'Every agency’s wallet movements, newest first, with search',
        querystring: z.object({ q: z.string().max(100).optional().default('') }),
        response: { 200: z.object({ movements: z.array(walletMovement) }), ...errors },
      },
    },
    async (request) => ({ movements: await wallet.movements(request.query.q) }),
  );
}
