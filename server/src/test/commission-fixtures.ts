import type { CommissionRuleBody } from '@tripsetu/domain/commissions.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import type { AgentClient } from './agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from './flight-booking-fixtures.ts';
import type { TestApp } from './harness.ts';
import { expectStatus, withKey } from './wallet-fixtures.ts';

/** A commission rule for every flight of every agency, first in priority; overrides change it. */
export const commissionRule = (overrides: Partial<CommissionRuleBody> = {}): CommissionRuleBody => ({
  supplier: 'TRIPSETU',
  product: 'FLIGHT',
  carrier: null,
  sector: null,
  priority: 1,
  kind: 'PERCENT',
  value: 200,
  basis: 'BASE',
  plbCutPayBps: 0,
  plbPostPayBps: 150,
  onDiscount: true,
  cancellationFeePaise: 0,
  rescheduleFeePaise: 0,
  agencyId: null,
  agencyGroupId: null,
  validFrom: todayInIndia(),
  validTo: null,
  ...overrides,
});

/** The agency an agent user (by e-mail) works for. */
export async function agencyIdOf(t: TestApp, email: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('agent_users')
    .select('agency_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.agency_id);
}

/** Books a one-way flight `days` out for the client's agency, paid from its wallet. */
export async function bookFlight(client: AgentClient, days: number): Promise<FlightBooking> {
  const quoted = await quoteFor(client, flightSearch({}, days));
  return expectStatus(await client.post('/flights/bookings', bookingFor(quoted), withKey()), 201).body as FlightBooking;
}

/** A booking's stored PLB post pay (frozen in its fare summary). */
export async function frozenPostPay(t: TestApp, bookingId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom('bookings')
    .select('fare')
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
  const fare = (typeof row.fare === 'string' ? JSON.parse(row.fare) : row.fare) as {
    earnings?: { plbPostPayPaise: number };
  };
  return fare.earnings?.plbPostPayPaise ?? 0;
}

/** Days after today, as the job's clock: every booking made for the next `days` has been travelled. */
export const afterTravel = (days: number) => Date.now() + (days + 2) * 24 * 60 * 60 * 1000;
