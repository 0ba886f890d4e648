import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IdentityService } from '../identity/identity.service.ts';
import type { MailService } from './mail.service.ts';

const outboxMessage = z.object({
  channel: z.enum(['email', 'sms']),
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  status: z.string(),
  created: z.string(),
});

/** The demo's mailbox: with no SMTP server configured, read what would have been sent. Off in production. */
export function registerMailRoutes(
  app: FastifyInstance,
  deps: { mail: MailService; identity: IdentityService; enabled: boolean },
) {
  if (!deps.enabled) return;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Newest e-mail and SMS of the demo outbox, newest first (not in production)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.array(outboxMessage) },
      },
    },
    async (request) => {
      const { limit } = request.query;
      const [mails, texts] = await Promise.all([deps.mail.listOutbox(limit), deps.identity.listSms(limit)]);
      const messages = [
        ...mails.map((row) => ({
          channel: 'email' as const,
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          html: row.html,
          status: row.status,
          created: new Date(row.created_at).toISOString(),
        })),
        ...texts.map((row) => ({
          channel: 'sms' as const,
          id: row.id,
          to: row.to_mobile,
          subject: 'SMS',
          html: row.body,
          status: 'SENT',
          created: new Date(row.created_at).toISOString(),
        })),
      ];
      return messages.sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id).slice(0, limit);
    },
  );
}
