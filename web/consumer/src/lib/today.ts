import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { useAfterHydration } from '@tripsetu/ui/hydration';

/** The day a prerendered page was drawn on: scripts/prerender.mjs writes it on <html>. */
function prerenderedOn(): string {
  return (typeof document !== 'undefined' && document.documentElement.dataset.prerenderedOn) || todayInIndia();
}

/**
 * Today in India, for what a page draws from it (dated links, date limits). While a prerendered page
 * hydrates it is the day the page was drawn on, so the HTML matches; then the visitor's own day.
 */
export function useToday(): string {
  return useAfterHydration(todayInIndia, prerenderedOn);
}
