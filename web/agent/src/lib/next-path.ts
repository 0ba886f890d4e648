/**
 * Where to go after signing in: the page that asked for it. Only a path inside the portal is
 * followed, so a crafted link cannot send a freshly signed-in agent to another site.
 */
export const SIGN_IN_PATH = '/login';

export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (next === SIGN_IN_PATH || next.startsWith(`${SIGN_IN_PATH}?`) || next.startsWith(`${SIGN_IN_PATH}/`)) {
    return fallback;
  }
  return next;
}

/** The sign-in page, remembering the page to come back to (none for the home page). */
export function signInPathFor(path: string): string {
  const next = safeNextPath(path, '/');
  return next === '/' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;
}
