import { useMutation } from '@tanstack/react-query';
import { API_PREFIX } from '@tripsetu/domain/agent-api-wire.ts';
import { markApiSuccess } from '../../../lib/api.ts';
import { ledgerFileName } from '../../../lib/wallet-rules.ts';

/** GET /wallet/ledger.xlsx?from&to: the same rows as an Excel workbook, saved through a blob link. */
export async function downloadLedger(range: { from: string; to: string }): Promise<void> {
  const sentAt = Date.now();
  const response = await fetch(`${API_PREFIX}/wallet/ledger.xlsx?${new URLSearchParams(range)}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`ledger.xlsx answered ${response.status}`);
  markApiSuccess(sentAt);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = ledgerFileName(response.headers.get('content-disposition'), range.from, range.to);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useDownloadLedger = () => useMutation({ mutationFn: downloadLedger });
