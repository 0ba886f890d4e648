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

type Field = HTMLInputElement | HTMLTextAreaElement;
const isTextField = (node: unknown): node is Field =>
  (node instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(node.type)) ||
  node instanceof HTMLTextAreaElement;

/**
 * Keeps what a visitor typed into a prerendered page's fields before its code arrived: React hydrates each
 * controlled field with its state (empty), and the first draw after sets the field to it, which would wipe or
 * ignore a User ID typed on a slow phone. Call it before hydrating; call what it returns once the page is
 * hydrated: each typed field is typed again, as input React hears, by its id (the same on the server and in the
 * browser). Decision 018.
 */
export function keepTypedText(root: HTMLElement): () => void {
  const typed = new Map<string, string>();
  for (const field of root.querySelectorAll('input, textarea')) {
    if (isTextField(field) && field.id && field.value !== field.defaultValue) typed.set(field.id, field.value);
  }
  const record = (event: Event) => {
    if (isTextField(event.target) && event.target.id) typed.set(event.target.id, event.target.value);
  };
  root.addEventListener('input', record, true);
  return () => {
    root.removeEventListener('input', record, true);
    for (const [id, text] of typed) {
      const field = document.getElementById(id);
      if (!isTextField(field)) continue;
      // The field may still show the text while React's state for it is empty: emptied through React's own
      // setter (React then knows it as empty), then given the text by the prototype's setter (which React does
      // not watch), the input event is a change React hears.
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}
