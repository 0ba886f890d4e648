import { useMutation } from '@tanstack/react-query';
import { API_PREFIX } from '@tripsetu/domain/agent-api-wire.ts';
import { type ReportKind, reportFileName } from '@tripsetu/domain/reports.ts';
import { ApiFailure, markApiSuccess } from '../../../lib/api.ts';
import { reportPath } from './get-report.ts';

export interface ReportDownload {
  kind: ReportKind;
  format: 'csv' | 'xlsx';
  query: Record<string, string>;
  backOffice: boolean;
}

/** The file's name from the server's Content-Disposition, else the same name made here. */
function fileName(header: string | null, download: ReportDownload): string {
  const named = header ? /filename="([^"]+)"/.exec(header)?.[1] : undefined;
  return named ?? reportFileName(download.kind, download.query.from ?? '', download.query.to ?? '', download.format);
}

/** GET /reports/:kind/export?format=…: the whole report as shown, saved through a blob link. */
export async function downloadReport(download: ReportDownload): Promise<void> {
  const { page: _page, ...query } = download.query;
  const search = new URLSearchParams({ ...query, format: download.format });
  const sentAt = Date.now();
  const response = await fetch(`${API_PREFIX}${reportPath(download.kind, download.backOffice)}/export?${search}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    // A refusal (too many rows) carries its message; anything else is the page's one message.
    const body = await response.json().catch(() => null);
    throw new ApiFailure(response.status, body?.error?.message ?? '', body?.error?.fields ?? {});
  }
  markApiSuccess(sentAt);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response.headers.get('content-disposition'), download);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useDownloadReport = () => useMutation({ mutationFn: downloadReport });
