import { type ComponentType, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: React.lazy itself takes a component of any props
type AnyComponent = ComponentType<any>;

/** A page loaded on first visit, so the sign-in page stays small: one named export of a module. */
export function lazyPage<M extends Record<K, AnyComponent>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
