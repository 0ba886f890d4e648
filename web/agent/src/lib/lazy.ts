import { type ComponentType, lazy } from 'react';
import { loadEnglish } from '../i18n/i18n.ts';

// biome-ignore lint/suspicious/noExplicitAny: React.lazy itself takes a component of any props
type AnyComponent = ComponentType<any>;

/**
 * A page loaded on first visit, so the sign-in page stays small: one named export of a module. The English of the
 * pages past sign-in comes first: a module may build its labels when it loads (decision 018).
 */
export function lazyPage<M extends Record<K, AnyComponent>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    await loadEnglish();
    return { default: (await load())[name] };
  });
}
