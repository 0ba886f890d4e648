import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** The lazy pages (lib/lazy.ts) inside a route's element, however it is wrapped (Suspense, guards). */
function lazyPagesIn(node: ReactNode): (() => Promise<void>)[] {
  if (!isValidElement(node)) return [];
  const type = node.type as { preload?: () => Promise<void> };
  const own = typeof type.preload === 'function' ? [type.preload] : [];
  const { children } = node.props as { children?: ReactNode };
  const nested = Array.isArray(children) ? children.flatMap(lazyPagesIn) : lazyPagesIn(children);
  return [...own, ...nested];
}

/**
 * Loads the code of the page at `pathname` before the app first draws, so that the first draw is
 * that page and not its loader (which would replace the prerendered HTML). A page that fails to load
 * is left to its route's error screen.
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.flatMap((match) => lazyPagesIn(match.route.element)).map((preload) => preload().catch(() => {})),
  );
}
