import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { REPORT_KINDS, REPORTS, type ReportFilter, type ReportKind } from '@tripsetu/domain/reports.ts';

/** What a report shows, kept in the address so that a report can be reloaded, bookmarked and shared. */
export interface ReportView {
  from: string;
  to: string;
  page: number;
  agencyId: string;
  filters: Partial<Record<ReportFilter, string>>;
}

export const isReportKind = (value: string | undefined): value is ReportKind =>
  REPORT_KINDS.includes(value as ReportKind);

/** The month so far: what a travel desk checks most (decision 035). */
export function defaultPeriod(today: string = todayInIndia()): { from: string; to: string } {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export function viewOf(kind: ReportKind, params: URLSearchParams, today?: string): ReportView {
  const period = defaultPeriod(today);
  const page = Number(params.get('page'));
  const filters: ReportView['filters'] = {};
  for (const filter of REPORTS[kind].filters) {
    const value = params.get(filter);
    if (value !== null) filters[filter] = value;
  }
  return {
    from: params.get('from') ?? period.from,
    to: params.get('to') ?? period.to,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    agencyId: params.get('agencyId') ?? '',
    filters,
  };
}

/** The query string of a view: the API's and the address's are the same. */
export function queryOf(view: ReportView): Record<string, string> {
  const query: Record<string, string> = { from: view.from, to: view.to };
  if (view.page > 1) query.page = String(view.page);
  if (view.agencyId) query.agencyId = view.agencyId;
  for (const [filter, value] of Object.entries(view.filters)) if (value) query[filter] = value;
  return query;
}
