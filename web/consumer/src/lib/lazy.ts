import { CHUNK_LOAD_TIMEOUT_MS } from '@tripsetu/domain/constants.ts';
import { type ComponentType, createElement, lazy } from 'react';

/** A page component that can be loaded before it is drawn (preloadRoute). */
export type LazyPage<T extends ComponentType> = T & { preload: () => Promise<void> };

/** The module within 120 seconds (§8), else an error the route's error screen shows. */
function withinTimeout<M>(load: () => Promise<M>): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Loading the page took too long.')), CHUNK_LOAD_TIMEOUT_MS);
    load().then(
      (page) => {
        clearTimeout(timer);
        resolve(page);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A lazily loaded page. Once its chunk is here (`preload`, or a first draw), it draws at once with
 * no Suspense fallback: the page that opens the site is loaded before the first draw, so its
 * prerendered HTML is replaced by the same page and never by a loader (decision 018).
 */
export function lazyPage<T extends ComponentType>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loaded: T | undefined;
  const loadOnce = () =>
    withinTimeout(load).then((page) => {
      loaded = page.default;
      return page;
    });
  const Lazy = lazy(loadOnce);
  const Page = ((props: object) =>
    createElement((loaded ?? Lazy) as ComponentType<object>, props)) as unknown as LazyPage<T>;
  Page.preload = async () => {
    if (!loaded) await loadOnce();
  };
  return Page;
}
