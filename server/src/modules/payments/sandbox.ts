import { randomBytes } from 'node:crypto';
import { COMPANY } from '@tripsetu/domain/company.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { GATEWAY_METHODS, PAYMENT_MSG } from '@tripsetu/domain/payments.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SandboxGatewayOrderTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { newToken } from '../../lib/secrets.ts';
import { type GatewayOutcome, type PaymentProvider, signOutcome, verifySignedOutcome } from './provider.ts';

type SandboxOrder = Selectable<SandboxGatewayOrderTable>;

export const SANDBOX = 'sandbox';
const CHECKOUT_PATH = '/pay/sandbox/checkout/';
const ORDER_ID = /^order_[0-9a-f]{20}$/;

/** The merchant's key secret for a provider: made once, on first start, and shared by every instance. */
export async function providerKeySecret(db: Kysely<Database>, provider: string): Promise<string> {
  await db
    .insertInto('payment_provider_keys')
    .values({ provider, key_secret: newToken() })
    .onConflict((oc) => oc.column('provider').doNothing())
    .execute();
  const row = await db
    .selectFrom('payment_provider_keys')
    .select('key_secret')
    .where('provider', '=', provider)
    .executeTakeFirstOrThrow();
  return row.key_secret;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** The signed outcome of a settled sandbox order, as the hosted page sends it back. */
function outcomeOf(order: SandboxOrder): GatewayOutcome | null {
  if (order.status === 'CREATED' || !order.payment_id) return null;
  return {
    providerOrderId: order.id,
    providerPaymentId: order.payment_id,
    status: order.status,
    amountPaise: Number(order.amount_paise),
    method: order.method ?? '',
    failureReason: order.failure_reason,
  };
}

/**
 * The built-in sandbox gateway: a provider whose "gateway side" is a hosted page on our own server,
 * so the whole flow (order, page, signed return) runs here without an outside service. It moves no
 * real money: the page lets the payer pay, fail or cancel.
 */
export function sandboxProvider(secret: string): PaymentProvider & {
  returnQuery(order: SandboxOrder): string;
} {
  const returnQuery = (order: SandboxOrder) => {
    const outcome = outcomeOf(order);
    if (!outcome) throw new Error(`sandbox order ${order.id} is not settled`);
    const fields = {
      order_id: outcome.providerOrderId,
      payment_id: outcome.providerPaymentId,
      status: outcome.status,
      amount: String(outcome.amountPaise),
      method: outcome.method,
      reason: outcome.failureReason ?? '',
    };
    return new URLSearchParams({ ...fields, signature: signOutcome(secret, fields) }).toString();
  };

  return {
    name: SANDBOX,
    returnQuery,

    async createOrder(order, trx) {
      const id = newId('order');
      // The page is on our own server: the payer goes back to the return path on the same origin.
      const returnUrl = new URL(order.returnUrl, 'http://localhost');
      await trx
        .insertInto('sandbox_gateway_orders')
        .values({
          id,
          amount_paise: order.amountPaise,
          receipt: order.receipt,
          description: order.description.slice(0, 200),
          customer_name: order.customer.name.slice(0, 100),
          customer_email: order.customer.email.slice(0, 200),
          customer_phone: order.customer.phone.slice(0, 20),
          return_url: returnUrl.pathname,
          status: 'CREATED',
          expires_at: order.expiresAt === undefined ? null : new Date(order.expiresAt),
        })
        .execute();
      return { providerOrderId: id, checkoutUrl: `${CHECKOUT_PATH}${id}` };
    },

    verifyReturn: (params) => verifySignedOutcome(secret, params),

    async fetchOutcome(providerOrderId, db) {
      const order = await db
        .selectFrom('sandbox_gateway_orders')
        .selectAll()
        .where('id', '=', providerOrderId)
        .executeTakeFirst();
      return order ? outcomeOf(order) : null;
    },

    async refund({ providerOrderId, amountPaise }, trx) {
      const order = await trx
        .selectFrom('sandbox_gateway_orders')
        .selectAll()
        .where('id', '=', providerOrderId)
        .forUpdate()
        .executeTakeFirst();
      if (order?.status !== 'PAID') throw new AppError('CONFLICT', PAYMENT_MSG.refundNotPaid);
      const left = Number(order.amount_paise) - Number(order.refunded_paise);
      if (!Number.isInteger(amountPaise) || amountPaise <= 0 || amountPaise > left) {
        throw new AppError('CONFLICT', PAYMENT_MSG.refundTooMuch);
      }
      await trx
        .updateTable('sandbox_gateway_orders')
        .set({ refunded_paise: Number(order.refunded_paise) + amountPaise })
        .where('id', '=', providerOrderId)
        .execute();
      return { providerRefundId: newId('rfnd') };
    },
  };
}

// ── The hosted page ──────────────────────────────────────────────────────────────────────────────

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f7;color:#1a1f36;line-height:1.5}
  main{max-width:30rem;margin:2rem auto;padding:0 1rem}
  .card{background:#fff;border-radius:12px;box-shadow:0 4px 18px rgba(26,31,54,.12);overflow:hidden}
  .top{background:#1d3a8a;color:#fff;padding:1rem 1.25rem;display:flex;justify-content:space-between;align-items:center;gap:.5rem}
  .top strong{font-size:1.1rem}
  .badge{background:#fde68a;color:#5b3a00;border-radius:999px;padding:.15rem .6rem;font-size:.8rem;font-weight:700}
  .body{padding:1.25rem}
  h1{font-size:1.25rem;margin:0 0 .25rem}
  .amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0 0 1rem;font-size:.95rem}
  dt{color:#4a5468}
  dd{margin:0;word-break:break-all}
  fieldset{border:1px solid #cfd6e4;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}
  legend{font-weight:600;padding:0 .25rem}
  label{display:flex;align-items:center;gap:.5rem;padding:.35rem 0;cursor:pointer}
  input[type=radio]{width:1.1rem;height:1.1rem}
  button,.button{display:block;width:100%;font:inherit;font-weight:600;border-radius:8px;padding:.75rem 1rem;margin:.5rem 0 0;cursor:pointer;text-align:center;text-decoration:none}
  .pay{background:#1d7a3a;color:#fff;border:0}
  .secondary{background:#fff;color:#1a1f36;border:1px solid #8792a8}
  .note{font-size:.875rem;color:#4a5468;margin:1rem 0 0}
  .status{border-radius:8px;padding:.75rem 1rem;background:#e7f6ec;color:#1e5b30;font-weight:600}
  button:focus-visible,.button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><div class="card"><div class="top"><strong>TripSetu Sandbox Pay</strong><span class="badge">Test mode</span></div><div class="body">${body}</div></div><p class="note">This is TripSetu's sandbox payment gateway: no real money moves. A live deployment sends you to the payment gateway's own page instead.</p></main></body></html>`;
}

function checkoutPage(order: SandboxOrder): string {
  const amount = formatRupees(Number(order.amount_paise));
  const methods = GATEWAY_METHODS.map(
    (method, index) =>
      `<label><input type="radio" name="method" value="${escapeHtml(method)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(method)}</label>`,
  ).join('');
  return page(
    `Pay ${amount} · TripSetu Sandbox Pay`,
    `<h1>Pay ${escapeHtml(COMPANY.legalName)}</h1>
<p class="amount">${amount}</p>
<dl><dt>For</dt><dd>${escapeHtml(order.description)}</dd><dt>Order</dt><dd>${escapeHtml(order.id)}</dd>${order.customer_name ? `<dt>Payer</dt><dd>${escapeHtml(order.customer_name)}</dd>` : ''}</dl>
${order.status === 'FAILED' ? `<p class="status" role="status">The last attempt did not go through (${escapeHtml(order.failure_reason ?? PAYMENT_MSG.declined)}). You can try again.</p>` : ''}
<form method="post" action="${CHECKOUT_PATH}${escapeHtml(order.id)}">
<fieldset><legend>Pay by</legend>${methods}</fieldset>
<button type="submit" name="outcome" value="pay" class="pay">Pay ${amount}</button>
<button type="submit" name="outcome" value="fail" class="secondary">Simulate a failed payment</button>
<button type="submit" name="outcome" value="cancel" class="secondary">Cancel payment</button>
</form>`,
  );
}

/** An order past its expiry takes no payment; the payer goes back with a signed failure. */
function expiredPage(order: SandboxOrder): string {
  return page(
    'Payment link expired · TripSetu Sandbox Pay',
    `<h1>This payment link has expired</h1>
<p class="status" role="status">The time to pay ${formatRupees(Number(order.amount_paise))} for ${escapeHtml(order.description)} has passed. No money was taken.</p>
<form method="post" action="${CHECKOUT_PATH}${escapeHtml(order.id)}">
<input type="hidden" name="method" value="${escapeHtml(GATEWAY_METHODS[0])}">
<button type="submit" name="outcome" value="cancel" class="pay">Return to TripSetu</button>
</form>`,
  );
}

const isExpired = (order: SandboxOrder) =>
  order.expires_at !== null && new Date(order.expires_at).getTime() <= Date.now();

function paidPage(order: SandboxOrder, returnHref: string): string {
  return page(
    'Already paid · TripSetu Sandbox Pay',
    `<h1>This order has been paid</h1>
<p class="status" role="status">${formatRupees(Number(order.amount_paise))} was paid by ${escapeHtml(order.method ?? '')} (payment ${escapeHtml(order.payment_id ?? '')}).</p>
<a class="button pay" href="${escapeHtml(returnHref)}">Return to TripSetu</a>`,
  );
}

function missingPage(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(
      page('Order not found · TripSetu Sandbox Pay', '<h1>Order not found</h1><p>This payment link is not valid.</p>'),
    );
}

/** GET and POST of the sandbox's hosted page. */
export function registerSandboxGateway(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; provider: ReturnType<typeof sandboxProvider> },
) {
  const { db, provider } = deps;
  const html = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');

  app.get<{ Params: { orderId: string } }>(`${CHECKOUT_PATH}:orderId`, async (request, reply) => {
    const { orderId } = request.params;
    const order = ORDER_ID.test(orderId)
      ? await db.selectFrom('sandbox_gateway_orders').selectAll().where('id', '=', orderId).executeTakeFirst()
      : undefined;
    if (!order) return missingPage(reply);
    if (order.status === 'PAID')
      return html(reply).send(paidPage(order, `${order.return_url}?${provider.returnQuery(order)}`));
    if (isExpired(order)) return html(reply).send(expiredPage(order));
    return html(reply).send(checkoutPage(order));
  });

  app.post<{ Params: { orderId: string }; Body: Record<string, unknown> }>(
    `${CHECKOUT_PATH}:orderId`,
    async (request, reply) => {
      const { orderId } = request.params;
      const outcome = String(request.body?.outcome ?? '');
      const method = String(request.body?.method ?? '');
      if (!ORDER_ID.test(orderId)) return missingPage(reply);
      if (!['pay', 'fail', 'cancel'].includes(outcome) || !(GATEWAY_METHODS as readonly string[]).includes(method)) {
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(page('Choose how to pay', '<h1>Choose how to pay</h1><p>Go back and choose a payment method.</p>'));
      }
      const settled = await db.transaction().execute(async (trx) => {
        const order = await trx
          .selectFrom('sandbox_gateway_orders')
          .selectAll()
          .where('id', '=', orderId)
          .forUpdate()
          .executeTakeFirst();
        // A paid order stays paid: paying again answers with the same payment.
        if (!order || order.status === 'PAID') return order;
        // Past its expiry the order takes no money, whatever the payer chose.
        const paying = outcome === 'pay' && !isExpired(order);
        const failureReason = isExpired(order)
          ? PAYMENT_MSG.linkExpired
          : outcome === 'cancel'
            ? PAYMENT_MSG.cancelled
            : PAYMENT_MSG.declined;
        return trx
          .updateTable('sandbox_gateway_orders')
          .set({
            status: paying ? 'PAID' : 'FAILED',
            payment_id: newId('pay'),
            method,
            failure_reason: paying ? null : failureReason,
            attempts: order.attempts + 1,
            paid_at: paying ? new Date() : null,
          })
          .where('id', '=', orderId)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      if (!settled) return missingPage(reply);
      return reply.redirect(`${settled.return_url}?${provider.returnQuery(settled)}`, 303);
    },
  );
}
