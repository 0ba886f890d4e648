import { useCallback, useReducer } from 'react';

/**
 * Code a page needs only when someone reaches for a control (a dropdown's list, a calendar): the
 * control draws a look-alike until then, starts the load when pointed at or focused, and shows the
 * real thing once it is here (decision 018). Loaded once per page view, shared by every user of it.
 */
export function onDemand<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const start = () => {
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // a failed load may be tried again on the next reach
        throw error;
      },
    );
    return pending;
  };
  /** [the module once loaded, a function that loads it and redraws the caller when it is here] */
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at import time, never per render
  return function useOnDemand(): [T | undefined, () => Promise<T | undefined>] {
    const [, redraw] = useReducer((n: number) => n + 1, 0);
    const request = useCallback(
      () =>
        start().then(
          (module) => {
            redraw();
            return module;
          },
          () => undefined,
        ),
      [],
    );
    return [loaded, request];
  };
}
