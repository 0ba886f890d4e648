import {
  alertBody,
  bankAccount,
  deposit,
  depositBody,
  ledger,
  ledgerQuery,
  topUpReceipt,
  walletBalanceShape,
  walletDocumentList,
  walletDocumentsQuery,
} from '@tripsetu/domain/wallet-api.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { idempotencyHeaders, idempotencyKeyOf as keyOf, sendIdempotent as send } from '../../lib/idempotent-route.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import { ledgerWorkbook } from './ledger-export.ts';
import type { WalletService } from './wallet.service.ts';
import { registerWalletAdminRoutes } from './wallet-admin.routes.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Balance, Upload Balance, ledger and receipts for agencies; approvals, limits and notes for the back office. */
export function registerWalletRoutes(app: FastifyInstance, deps: { wallet: WalletService; db: Kysely<Database> }) {
  const { wallet, db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: wallet'];
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
    '/api/v1/wallet/documents',
    {
      preValidation: requireAgent('wallet.view'),
      schema: {
        tags,
        summary:
          'Manage Bookings: the agency’s credit and debit notes, fund transfers and reversals, or top-up receipts',
        querystring: walletDocumentsQuery,
        response: { 200: walletDocumentList, ...errors },
      },
    },
    async (request) => wallet.documents(agencyOf(request), request.query.tab, request.query.page),
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

  registerWalletAdminRoutes(app, deps);
}
