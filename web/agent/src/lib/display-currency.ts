import { useQuery } from '@tanstack/react-query';
import {
  type CurrencyCode,
  type CurrencyRate,
  type CurrencyRates,
  convertedText,
  currencyOf,
} from '@tripsetu/domain/currencies.ts';
import { useContext, useSyncExternalStore } from 'react';
import { SessionContext } from '../app/session-context.ts';
import { api } from './api.ts';

/**
 * The agent's display currency (issue 25, decision 041): a preference of this browser, kept in local storage as the
 * language is (agent-portal.md §1), default rupees. Prices stay in rupees and are shown also in it.
 */
export const CURRENCY_STORAGE_KEY = 'currency';
const listeners = new Set<() => void>();

export function savedCurrency(): CurrencyCode {
  try {
    const saved = localStorage.getItem(CURRENCY_STORAGE_KEY) ?? '';
    return (currencyOf(saved)?.code ?? 'INR') as CurrencyCode;
  } catch {
    return 'INR';
  }
}

export function saveCurrency(code: CurrencyCode) {
  try {
    localStorage.setItem(CURRENCY_STORAGE_KEY, code);
  } catch {
    // A browser that keeps nothing still shows the choice until the page is left.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === CURRENCY_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The chosen currency, the same in every component and tab. */
export const useDisplayCurrency = () => useSyncExternalStore(subscribe, savedCurrency, () => 'INR' as CurrencyCode);

/** GET /currency-rates: each currency's rate in force today; read once a signed-in page needs it. */
export function useCurrencyRates(enabled = true) {
  return useQuery({
    queryKey: ['currency-rates'],
    queryFn: ({ signal }) => api<CurrencyRates>('/currency-rates', { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

export interface AlsoInAnswer {
  /** The price's text in the chosen currency, or null (rupees chosen, no rate, not signed in). */
  textOf: (paise: number) => string | null;
  /** The rate used and, when it is not today's, its day. */
  rate: CurrencyRate | null;
  staleDay: string | null;
}

/** How a rupee price reads in the chosen currency, at the back office's rate in force today. */
export function useAlsoIn(): AlsoInAnswer {
  const signedIn = Boolean(useContext(SessionContext)?.session);
  const code = useDisplayCurrency();
  const rates = useCurrencyRates(signedIn && code !== 'INR');
  const rate = code === 'INR' ? null : (rates.data?.rates.find((entry) => entry.currency === code) ?? null);
  return {
    textOf: (paise) => convertedText(paise, code, rate),
    rate,
    staleDay: rate && rates.data && rate.day !== rates.data.today ? rate.day : null,
  };
}
