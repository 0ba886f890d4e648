import { describe, expect, it } from 'vitest';
import { holidayDayChoices, nightsAndDays, sameHolidaySearch } from './holiday-search.ts';
import { availableSearchTabs, SEARCH_TABS } from './search-tabs.ts';

describe('home search tabs', () => {
  it('lists the spec tabs in order: Flight, Vacation, Buses, Hotel', () => {
    expect(SEARCH_TABS.map((tab) => tab.id)).toEqual(['flight', 'vacation', 'buses', 'hotel']);
  });

  it('shows the tabs whose search works, which today are all four', () => {
    expect(availableSearchTabs().map((tab) => tab.id)).toEqual(['flight', 'vacation', 'buses', 'hotel']);
  });

  it('leaves out a tab marked unavailable, keeping the spec order', () => {
    const withoutBuses = SEARCH_TABS.map((tab) => (tab.id === 'buses' ? { ...tab, available: false } : tab));
    expect(availableSearchTabs(withoutBuses).map((tab) => tab.id)).toEqual(['flight', 'vacation', 'hotel']);
  });
});

describe('vacation search', () => {
  it('offers 3 to 10 days', () => {
    expect(holidayDayChoices()).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('reads a package length as nights and days', () => {
    expect(nightsAndDays(4, 5)).toBe('4 nights / 5 days');
    expect(nightsAndDays(1, 2)).toBe('1 night / 2 days');
  });

  it('treats a repeated search as the same search, so Search refetches instead of doing nothing', () => {
    const goa = { destination: 'Goa', jdate: '2026-12-01', numdays: '5' };
    expect(sameHolidaySearch(goa, { ...goa })).toBe(true);
    expect(sameHolidaySearch(goa, { ...goa, numdays: '6' })).toBe(false);
    expect(sameHolidaySearch(goa, null)).toBe(false);
  });
});
