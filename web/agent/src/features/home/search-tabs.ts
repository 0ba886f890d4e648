import type { TextKey } from '../../i18n/i18n.ts';

/** agent-portal.md §2: the home's search tabs, in the spec's order. A tab shows once its search works. */
export interface SearchTab {
  id: 'flight' | 'vacation' | 'buses' | 'hotel';
  label: TextKey;
  available: boolean;
}

export const SEARCH_TABS: readonly SearchTab[] = [
  { id: 'flight', label: 'home.tab.flight', available: true },
  { id: 'vacation', label: 'home.tab.vacation', available: true },
  { id: 'buses', label: 'home.tab.buses', available: true },
  { id: 'hotel', label: 'home.tab.hotel', available: true },
];

export function availableSearchTabs(tabs: readonly SearchTab[] = SEARCH_TABS): SearchTab[] {
  return tabs.filter((tab) => tab.available);
}
