import { CHUNK_LOAD_TIMEOUT_MS } from '@tripsetu/domain/constants.ts';
import { type ComponentType, lazy } from 'react';

/** A lazily loaded page whose chunk must arrive within 120 seconds (§8), else the error screen shows. */
export function lazyPage<T extends ComponentType>(load: () => Promise<{ default: T }>) {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
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
      }),
  );
}
