import type { FastifyInstance } from 'fastify';

/**
 * The security headers every answer carries, computed once. (@fastify/helmet rebuilt them on every
 * request, a measurable share of the package search's time.) A route that sets its own header, such
 * as the API docs' content security policy, keeps it.
 */
export function securityHeaders(options: { https: boolean }): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // same-origin rather than no-referrer: browsers then send a real Origin on same-origin writes (CSRF check).
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const headers = Object.entries(securityHeaders(options));
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}
