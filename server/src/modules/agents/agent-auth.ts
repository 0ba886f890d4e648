import { can, type Permission } from '@tripsetu/domain/agency.ts';
import { API_PREFIX, CSRF_HEADER } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { AgentSession, AgentsService } from './agents.service.ts';

/**
 * The portal's session cookie: `__Host-` (Secure, Path=/, no Domain) over HTTPS and on loopback, where
 * browsers accept Secure cookies; a plain name on plain HTTP elsewhere, where a Secure cookie would be
 * dropped (docs/decisions/008). HttpOnly and SameSite=Lax always.
 */
export const SECURE_COOKIE = '__Host-tripsetu_agent';
export const PLAIN_COOKIE = 'tripsetu_agent';

declare module 'fastify' {
  interface FastifyRequest {
    agentSession: AgentSession | null;
  }
  interface FastifyInstance {
    /** The public address is https: session cookies are Secure whatever a proxy says (registerSessionCookies). */
    httpsOnlyCookies: boolean;
  }
  interface FastifyContextConfig {
    /**
     * The route may take a session resolved in the last 2 s from memory (docs/decisions/014): only
     * read-only searches, never a route that moves money or changes the account.
     */
    sessionCache?: boolean;
  }
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

function cookieIsSecure(request: FastifyRequest): boolean {
  return request.server.httpsOnlyCookies || request.protocol === 'https' || LOOPBACK.test(request.hostname);
}

/**
 * When the public address is https, the cookie is Secure even if the request reached us as plain
 * HTTP from a proxy we were not told to trust (TRUST_PROXY unset): the browser only ever sees https.
 */
export function registerSessionCookies(app: FastifyInstance, options: { httpsOnly: boolean }) {
  app.decorate('httpsOnlyCookies', options.httpsOnly);
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  const secure = cookieIsSecure(request);
  reply.setCookie(secure ? SECURE_COOKIE : PLAIN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  const secure = cookieIsSecure(request);
  reply.clearCookie(secure ? SECURE_COOKIE : PLAIN_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

function sessionToken(request: FastifyRequest): string {
  return request.cookies[SECURE_COOKIE] ?? request.cookies[PLAIN_COOKIE] ?? '';
}

/** Whether the request carries a session cookie at all, live or not: without one it is surely a visitor. */
export function carriesSessionCookie(request: FastifyRequest): boolean {
  return sessionToken(request) !== '';
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request is for the REST API, judged by the route it matched: the router decodes the path,
 * so /api/%761/auth/login reaches /api/v1/auth/login although its raw URL does not start with /api/v1/.
 */
function isApiRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url;
  return path.startsWith(`${API_PREFIX}/`) || request.url.startsWith(`${API_PREFIX}/`);
}

/**
 * Cross-site writes are refused: every unsafe /api/v1 request carries the CSRF header (a form on
 * another site cannot add a header, and we allow no CORS), and an Origin or Sec-Fetch-Site naming
 * another site is refused outright.
 */
export function registerCsrfGuard(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || !isApiRequest(request)) return;
    const origin = request.headers.origin;
    const sameOrigin =
      origin === undefined || origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
    const fetchSite = request.headers['sec-fetch-site'];
    const crossSite = fetchSite === 'cross-site' || fetchSite === 'same-site';
    if (request.headers[CSRF_HEADER] !== '1' || !sameOrigin || crossSite) {
      throw new AppError('FORBIDDEN', AGENT_MSG_DECIDED.crossSiteRefused);
    }
  });
}

/**
 * Resolves the session of every /api/v1 request once, before its input is validated; routes then ask
 * for it with `requireAgent`, so that a caller without a session or the permission gets 401 or 403
 * and learns nothing of the route's input rules. Routes with `config: { sessionCache: true }` may be
 * answered from the session cache; every other route reads the database.
 */
export function registerSessionResolver(app: FastifyInstance, agents: AgentsService) {
  app.decorateRequest('agentSession', null);
  app.addHook('preValidation', async (request) => {
    if (!isApiRequest(request)) return;
    const token = sessionToken(request);
    const cached = request.routeOptions.config.sessionCache === true;
    request.agentSession = token ? await agents.resolveSession(token, { cached }) : null;
  });
}

/** A route's preValidation hook: a live session, and the permission when one is named (PERMISSIONS in packages/domain). */
export function requireAgent(...anyOf: Permission[]) {
  return async (request: FastifyRequest) => {
    const session = request.agentSession;
    if (!session) throw new AppError('UNAUTHORIZED', AGENT_MSG_DECIDED.signInRequired);
    if (anyOf.length > 0 && !anyOf.some((permission) => can(session.user.role, permission))) {
      throw new AppError('FORBIDDEN', AGENT_MSG_DECIDED.forbidden);
    }
  };
}

/** The session a guarded handler runs in (requireAgent has checked it). */
export function sessionOf(request: FastifyRequest): AgentSession {
  if (!request.agentSession) throw new AppError('UNAUTHORIZED', AGENT_MSG_DECIDED.signInRequired);
  return request.agentSession;
}
