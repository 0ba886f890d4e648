import type { Plugin } from 'vite';

/** Mantine's own `useId` module, which every input, checkbox and popover of Mantine calls. */
export const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` draws with React's id, then swaps it for a random one in a layout effect: a state
 * change in every input after it first draws, which React applies synchronously in the task that hydrates
 * the page (some 100 ms of a phone's time on the flight search form), and ids in the DOM that change under
 * the labels pointing at them. React's `useId` is already unique and the same on the server and in the
 * browser, so the id Mantine first draws is kept (decision 018).
 */
export const STABLE_USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;

export function mantineStableIds(): Plugin {
  return {
    name: 'tripsetu:mantine-stable-ids',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID.test(id.split('?')[0] ?? id) ? STABLE_USE_ID : null;
    },
  };
}
