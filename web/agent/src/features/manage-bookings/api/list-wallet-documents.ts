import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WalletDocumentList, WalletDocumentTab } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';

/** GET /wallet/documents: a page of the agency's notes, transfers or top-up receipts, newest first. */
export const useWalletDocuments = (tab: WalletDocumentTab, page: number) =>
  useQuery({
    queryKey: ['wallet', 'documents', tab, page],
    queryFn: ({ signal }) =>
      api<WalletDocumentList>('/wallet/documents', { query: { tab, page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
