/** A day of business: every agency's events of the day, planned earlier or drawn now, in the order they happened. */
import { randomInt } from '../random.ts';
import { addServices, cancel, payPlb, reschedule } from './after-sale.ts';
import { book } from './bookings.ts';
import { chance, type Generation, tally } from './context.ts';
import { debit, deposit, post } from './ledger.ts';
import type { Event } from './model.ts';

/** Draws the day's events (and when each happens) for every agency, then lets them happen in order. */
export async function runDay(g: Generation, day: string) {
  const start = Date.parse(`${day}T00:00:00+05:30`);
  const events: { event: Event; at: number }[] = [];
  // Office hours, 07:00 to 23:00 in India; the PLB job runs at night.
  const during = () => start + 7 * 3_600_000 + Math.floor(g.rng() * 16 * 3_600_000);
  for (const planned of g.plans.get(day) ?? []) {
    events.push({
      event: planned,
      at: planned.type === 'plb' ? start + 3 * 3_600_000 + Math.floor(g.rng() * 600_000) : during(),
    });
  }
  g.plans.delete(day);
  for (const agency of g.agencies) {
    const bookings = Math.floor(g.rng() * (2 * g.bookingsPerDay + 1));
    for (let n = 0; n < bookings; n++) {
      const roll = g.rng();
      events.push({
        event: { type: 'book', agency, product: roll < 0.6 ? 'FLIGHT' : roll < 0.85 ? 'BUS' : 'HOTEL' },
        at: during(),
      });
    }
    if (chance(g, 0.08)) events.push({ event: { type: 'deposit', agency }, at: during() });
    if (chance(g, 1 / 25))
      events.push({
        event: { type: 'note', agency, kind: chance(g, 0.6) ? 'CREDIT_NOTE' : 'DEBIT_NOTE' },
        at: during(),
      });
    if (chance(g, 1 / 45)) events.push({ event: { type: 'note', agency, kind: 'FUND_TRANSFER' }, at: during() });
    if (chance(g, 1 / 150)) events.push({ event: { type: 'note', agency, kind: 'FUND_REVERSAL' }, at: during() });
  }
  events.sort((a, b) => a.at - b.at);
  for (const { event, at } of events) await happen(g, event, at);
}

async function happen(g: Generation, event: Event, at: number) {
  switch (event.type) {
    case 'book':
      return book(g, event.agency, event.product, at);
    case 'deposit':
      return deposit(g, event.agency, at);
    case 'note':
      return note(g, event, at);
    case 'services':
      return addServices(g, event, at);
    case 'reschedule':
      return reschedule(g, event, at);
    case 'cancel':
      return cancel(g, event, at);
    case 'plb':
      return payPlb(g, event, at);
  }
}

/** A credit or debit note, or a fund transfer or its reversal, written by an admin. */
async function note(g: Generation, event: Extract<Event, { type: 'note' }>, at: number) {
  const sign = event.kind === 'DEBIT_NOTE' || event.kind === 'FUND_REVERSAL' ? -1 : 1;
  const amount = randomInt(g.rng, 1, event.kind.startsWith('FUND') ? 200 : 50) * 100_00;
  const what = {
    CREDIT_NOTE: 'Credit note: fare difference passed on',
    DEBIT_NOTE: 'Debit note: ADM from the airline',
    FUND_TRANSFER: 'Fund transfer: incentive for the quarter',
    FUND_REVERSAL: 'Fund reversal: transfer made in error',
  }[event.kind];
  const movement = {
    agency: event.agency,
    kind: event.kind,
    narration: what,
    reference: event.kind.toLowerCase(),
    createdBy: g.adminId,
    at,
  };
  if (sign < 0) await debit(g, { ...movement, amount });
  else await post(g, { ...movement, delta: amount, counter: 'OPERATOR_ADJUSTMENTS' });
  tally(g, event.agency, at)[event.kind.startsWith('FUND') ? 'transfers' : 'notes'] += sign * amount;
}
