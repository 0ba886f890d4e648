import {
  changePasswordBody,
  forgotPasswordBody,
  message,
  otpSendBody,
  otpSent,
  otpVerifyBody,
  resetPasswordBody,
  sessionState,
  signInBody,
} from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { clearSessionCookie, requireAgent, sessionOf, setSessionCookie } from './agent-auth.ts';
import type { AgentSession, AgentsService, AgentUser } from './agents.service.ts';
import { registerStaffRoutes } from './staff.routes.ts';

/** Sign-in, sessions, passwords, staff and the back office's agents list (agent-portal.md §2, §5, §6). */
export function registerAgentRoutes(app: FastifyInstance, deps: { agents: AgentsService }) {
  const { agents } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: sign-in'];
  const policy = agents.sessionPolicy;

  async function stateOf(user: AgentUser, lastSeenAt: Date) {
    return {
      user: await agents.sessionUser(user),
      idleTimeoutSeconds: Math.round(policy.idleMs / 1000),
      warningSeconds: policy.warningSeconds,
      idleExpiresAt: new Date(lastSeenAt.getTime() + policy.idleMs).toISOString(),
    };
  }
  const client = (request: FastifyRequest) => ({
    clientIp: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
  });
  const signInLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  api.post(
    '/api/v1/auth/login',
    {
      config: signInLimit,
      schema: {
        tags,
        summary: 'Sign in with user id and password',
        body: signInBody,
        response: { 200: sessionState, ...errors },
      },
    },
    async (request, reply) => {
      const { token, user } = await agents.signIn({ ...request.body, ...client(request) });
      setSessionCookie(request, reply, token);
      return stateOf(user, new Date());
    },
  );

  api.post(
    '/api/v1/auth/otp/send',
    {
      config: signInLimit,
      schema: {
        tags,
        summary: 'Send a sign-in OTP to the registered mobile',
        body: otpSendBody,
        response: { 200: otpSent, ...errors },
      },
    },
    async (request) => ({
      otpToken: await agents.sendSignInOtp({ userId: request.body.userId, clientIp: request.ip }),
      message: AGENT_MSG_DECIDED.otpSentIfRegistered,
    }),
  );

  api.post(
    '/api/v1/auth/otp/verify',
    {
      config: signInLimit,
      schema: {
        tags,
        summary: 'Sign in with the OTP',
        body: otpVerifyBody,
        response: { 200: sessionState, ...errors },
      },
    },
    async (request, reply) => {
      const { token, user } = await agents.verifySignInOtp({ ...request.body, ...client(request) });
      setSessionCookie(request, reply, token);
      return stateOf(user, new Date());
    },
  );

  api.post(
    '/api/v1/auth/password/forgot',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'E-mail a one-time link to set a new password',
        body: forgotPasswordBody,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await agents.forgotPassword(request.body);
      return { message: AGENT_MSG_DECIDED.resetLinkSent };
    },
  );

  api.post(
    '/api/v1/auth/password/reset',
    {
      config: signInLimit,
      schema: {
        tags,
        summary: 'Set a password from an e-mailed link',
        body: resetPasswordBody,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await agents.resetPassword(request.body);
      return { message: AGENT_MSG_DECIDED.passwordSet };
    },
  );

  api.post(
    '/api/v1/auth/logout',
    { schema: { tags, summary: 'End the session', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      if (request.agentSession) await agents.logout(request.agentSession.tokenHash);
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  const sessionRoute = {
    preValidation: requireAgent(),
    schema: { tags, response: { 200: sessionState, ...errors } },
  };
  api.get(
    '/api/v1/session',
    { ...sessionRoute, schema: { ...sessionRoute.schema, summary: 'The signed-in user' } },
    async (request) => {
      const session: AgentSession = sessionOf(request);
      return stateOf(session.user, session.lastSeenAt);
    },
  );
  // The portal's first question when it opens: a visitor is an answer, not an error (no 401 in the
  // browser's console on the sign-in page). Later calls use /session, where 401 means it ended.
  api.get(
    '/api/v1/session/current',
    {
      schema: {
        tags,
        summary: 'The signed-in user, or null for a visitor',
        response: { 200: z.object({ session: sessionState.nullable() }) },
      },
    },
    async (request) => {
      const session = request.agentSession;
      return { session: session ? await stateOf(session.user, session.lastSeenAt) : null };
    },
  );
  api.post(
    '/api/v1/session/keepalive',
    { ...sessionRoute, schema: { ...sessionRoute.schema, summary: 'Restart the idle clock' } },
    async (request) => {
      const session = sessionOf(request);
      return stateOf(session.user, session.lastSeenAt);
    },
  );

  api.post(
    '/api/v1/profile/password',
    {
      preValidation: requireAgent(),
      schema: {
        tags: ['agent portal: profile'],
        summary: 'Change my password',
        body: changePasswordBody,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await agents.changePassword(sessionOf(request), request.body);
      return { message: AGENT_MSG_DECIDED.passwordChanged };
    },
  );

  registerStaffRoutes(app, deps);
}
