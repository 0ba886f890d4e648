import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates a prerendered page (and when rendering one at build time), true once the
 * app draws on its own. What only the browser knows (the signed-in user, today's date) waits for it, so
 * that the first pass matches the prerendered HTML; React redraws straight after hydration (decision 018).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A value that is `prerendered` while hydrating a prerendered page and `current` after: React swaps
 * one for the other right after hydration, attributes included (a mismatch in an attribute is not
 * repaired by hydration itself).
 */
export function useAfterHydration<T>(current: () => T, prerendered: () => T): T {
  return useSyncExternalStore(noSubscription, current, prerendered);
}

/**
 * A long list drawn ahead (on the server, decision 018) carries only its first `first` items: less HTML to
 * send and lay out, and less to hydrate. The rest are drawn once the app has taken the page over, in a
 * transition (React works on them in slices). Drawn by the app alone, the list is whole from the start.
 */
export function useFirstWhileHydrating<T>(items: readonly T[], first: number): readonly T[] {
  const hydrated = useHydrated();
  const [whole, setWhole] = useState(hydrated);
  useEffect(() => {
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  return whole ? items : items.slice(0, first);
}
