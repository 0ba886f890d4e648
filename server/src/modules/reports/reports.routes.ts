import {
  type ReportKind,
  type ReportQuery,
  reportAnswer,
  reportCsv,
  reportFileName,
  reportKindParams,
  reportQuery,
} from '@tripsetu/domain/reports.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import { reportWorkbook } from './report-workbook.ts';
import type { ReportsService } from './reports.service.ts';

const exportQuery = reportQuery.extend({ format: z.enum(['csv', 'xlsx']).default('csv') });

/**
 * The §2 reports (issue 24, decision 035): an agency reads its own; the back office reads one agency's or every
 * agency's. Each answers a page with the period's totals, or the whole period as CSV or Excel.
 */
export function registerReportRoutes(app: FastifyInstance, deps: { reports: ReportsService }) {
  const { reports } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: reports'];
  const ownAgency = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.agency_id as number;
  // An agency's reports are always its own: an agencyId it sends is dropped, never checked or used.
  const own = <T extends ReportQuery>(query: T): T => ({ ...query, agencyId: '' });
  const chosenAgency = (query: ReportQuery) => (query.agencyId === '' ? null : Number(query.agencyId));

  async function sendFile(
    reply: FastifyReply,
    kind: ReportKind,
    query: ReportQuery & { format: 'csv' | 'xlsx' },
    agencyId: number | null,
  ) {
    const report = await reports.whole(kind, query, agencyId);
    const name = reportFileName(kind, report.from, report.to, query.format);
    const body = query.format === 'csv' ? `\uFEFF${reportCsv(report)}` : await reportWorkbook(report);
    return reply
      .type(
        query.format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  }

  api.get(
    '/api/v1/reports/:kind',
    {
      preValidation: requireAgent('reports.view'),
      schema: {
        tags,
        summary: 'One page of a report of the agency’s own business, with the period’s totals',
        params: reportKindParams,
        querystring: reportQuery,
        response: { 200: reportAnswer, ...errors },
      },
    },
    async (request) => reports.page(request.params.kind, own(request.query), ownAgency(request)),
  );

  api.get(
    '/api/v1/reports/:kind/export',
    {
      preValidation: requireAgent('reports.view'),
      schema: {
        tags,
        summary: 'The whole report as shown, as CSV or an Excel workbook',
        params: reportKindParams,
        querystring: exportQuery,
      },
    },
    async (request, reply) => sendFile(reply, request.params.kind, own(request.query), ownAgency(request)),
  );

  api.get(
    '/api/v1/admin/reports/:kind',
    {
      preValidation: requireAgent('reports.admin'),
      schema: {
        tags,
        summary: 'One page of a report of one agency (agencyId) or every agency, with the period’s totals',
        params: reportKindParams,
        querystring: reportQuery,
        response: { 200: reportAnswer, ...errors },
      },
    },
    async (request) => reports.page(request.params.kind, request.query, chosenAgency(request.query)),
  );

  api.get(
    '/api/v1/admin/reports/:kind/export',
    {
      preValidation: requireAgent('reports.admin'),
      schema: {
        tags,
        summary: 'The whole back-office report as shown, as CSV or an Excel workbook',
        params: reportKindParams,
        querystring: exportQuery,
      },
    },
    async (request, reply) => sendFile(reply, request.params.kind, request.query, chosenAgency(request.query)),
  );
}
