import { apiError } from '@tripsetu/domain/agent-api.ts';
import { DEPOSIT_STATUSES } from '@tripsetu/domain/wallet.ts';
import {
  alertBody,
  bankAccount,
  creditLimitBody,
  deposit,
  depositBody,
  IDEMPOTENCY_HEADER,
  ledger,
  ledgerQuery,
  noteBody,
  reviewRejectBody,
  topUpReceipt,
  walletBalanceShape,
  walletMovement,
} from '@tripsetu/domain/wallet-api.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { type IdempotentAnswer, idempotent } from '../../lib/idempotency.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import { ledgerWorkbook } from './ledger-export.ts';
import type { WalletService } from './wallet.service.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError, 422: apiError };
const idParam = z.object({ id: z.coerce.number().int().positive() });
const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: z.string().max(100).optional() });

function send<T>(reply: FastifyReply, answer: IdempotentAnswer<T>) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
}

const keyOf = (request: FastifyRequest) => {
  const value = request.headers[IDEMPOTENCY_HEADER];
  return Array.isArray(value) ? value[0] : value;
};

/** Balance, Upload Balance, ledger and receipts for agencies; approvals, limits and notes for the back office. */
export function registerWalletRoutes(app: FastifyInstance, deps: { wallet: WalletService; db: Kysely<Database> }) {
  const { wallet, db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: wallet'];
  const adminTags = ['agent portal: back office'];
  const agencyOf = (request: FastifyRequest) => sessionOf(request).user.agency_id as number;

  api.get(
    '/api/v1/wallet',
    {
      preValidation: requireAgent('wallet.view'),
      schema: {
        tags,
        summary: 'Main balance, credit limit, due and available balance',
        response: { 200: walletBalanceShape, ...errors },
      },
    },
    async (request) => wallet.balance(agencyOf(request)),
  );

  api.get(
    '/api/v1/wallet/bank-accounts',
    {
      preValidation: requireAgent('wallet.view', 'wallet.admin'),
      schema: {
        tags,
        summary: 'TripSetu bank accounts to deposit into',
        response: { 200: z.object({ accounts: z.array(bankAccount) }), ...errors },
      },
    },
    async () => ({ accounts: await wallet.bankAccounts() }),
  );

  api.post(
    '/api/v1/wallet/deposits',
    {
      preValidation: requireAgent('wallet.deposit'),
      schema: {
        tags,
        summary: 'Upload Balance: record a deposit for approval (Idempotency-Key required)',
        headers: idempotencyHeaders,
        body: depositBody,
        response: { 201: deposit, ...errors },
      },
    },
    async (request, reply) => {
      const user = sessionOf(request).user;
      const answer = await idempotent(
        db,
        { scope: `agency:${user.agency_id}`, key: keyOf(request), body: request.body },
        async (trx) => ({
          statusCode: 201,
          body: await wallet.requestDeposit(user, request.body, trx),
        }),
      );
      return send(reply, answer);
    },
  );

  api.get(
    '/api/v1/wallet/deposits',
    {
      preValidation: requireAgent('wallet.view'),
      schema: {
        tags,
        summary: 'My agency’s deposits',
        response: { 200: z.object({ deposits: z.array(deposit) }), ...errors },
      },
    },
    async (request) => ({ deposits: await wallet.deposits({ agencyId: agencyOf(request) }) }),
  );

  api.get(
    '/api/v1/wallet/receipts/:id',
    {
      preValidation: requireAgent('wallet.view', 'wallet.admin'),
      schema: {
        tags,
        summary: 'The top-up receipt of an approved deposit',
        params: idParam,
        response: { 200: topUpReceipt, ...errors },
      },
    },
    async (request) => {
      const user = sessionOf(request).user;
      return wallet.receipt(request.params.id, user.role === 'ADMIN' ? null : (user.agency_id as number));
    },
  );

  api.get(
    '/api/v1/wallet/ledger',
    {
      preValidation: requireAgent('wallet.view'),
      schema: {
        tags,
        summary: 'Ledger rows for at most 7 days',
        querystring: ledgerQuery,
        response: { 200: ledger, ...errors },
      },
    },
    async (request) => wallet.ledger(agencyOf(request), request.query.from, request.query.to),
  );

  api.get(
    '/api/v1/wallet/ledger.xlsx',
    {
      preValidation: requireAgent('wallet.view'),
      schema: { tags, summary: 'The same ledger rows as an Excel workbook', querystring: ledgerQuery },
    },
    async (request, reply) => {
      const rows = await wallet.ledger(agencyOf(request), request.query.from, request.query.to);
      const workbook = await ledgerWorkbook(rows, sessionOf(request).user);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="ledger-${rows.from}-to-${rows.to}.xlsx"`)
        .header('cache-control', 'private, no-store')
        .send(workbook);
    },
  );

  api.put(
    '/api/v1/wallet/alert',
    {
      preValidation: requireAgent('wallet.deposit'),
      schema: {
        tags,
        summary: 'Low-balance alert threshold (rupees; empty turns it off)',
        body: alertBody,
        response: { 200: walletBalanceShape, ...errors },
      },
    },
    async (request) => wallet.setLowBalanceThreshold(agencyOf(request), request.body.threshold),
  );

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
