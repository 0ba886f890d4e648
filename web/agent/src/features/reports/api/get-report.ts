import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportAnswer, ReportKind } from '@tripsetu/domain/reports.ts';
import { api } from '../../../lib/api.ts';

/** The agency's own reports, or the back office's (one agency or all). */
export const reportPath = (kind: ReportKind, backOffice: boolean) =>
  `${backOffice ? '/admin/reports' : '/reports'}/${kind}`;

export function reportQuery(kind: ReportKind, query: Record<string, string>, backOffice: boolean) {
  return queryOptions({
    queryKey: ['reports', backOffice ? 'admin' : 'agency', kind, query],
    queryFn: ({ signal }) => api<ReportAnswer>(reportPath(kind, backOffice), { query, signal }),
  });
}

/** GET /reports/:kind?from&to&page&…: one page of the report, with the period's totals (and the sales chart). */
export const useReport = (kind: ReportKind, query: Record<string, string>, backOffice: boolean) =>
  useQuery({ ...reportQuery(kind, query, backOffice), placeholderData: keepPreviousData, retry: false });
