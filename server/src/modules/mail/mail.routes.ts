import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MailService } from './mail.service.ts';

const outboxMessage = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  status: z.string(),
  created: z.string(),
});

/** The demo's mailbox: with no SMTP server configured, read what would have been sent. Off in production. */
export function registerMailRoutes(app: FastifyInstance, deps: { mail: MailService; enabled: boolean }) {
  if (!deps.enabled) return;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Newest e-mail in the outbox (not in production)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.array(outboxMessage) },
      },
    },
    async (request) => {
      const rows = await deps.mail.listOutbox(request.query.limit);
      return rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        status: row.status,
        created: new Date(row.created_at).toISOString(),
      }));
    },
  );
}
