import type { TestApp } from './harness.ts';

/** Every route the app registers, as "METHOD /path" (HEAD left out), read from Fastify's route tree. */
export function registeredRoutes(app: TestApp['app']): string[] {
  const ancestors: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    ancestors.length = depth;
    const path = (ancestors[depth - 1] ?? '') + match[2];
    ancestors[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}
