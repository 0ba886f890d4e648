import { API_PREFIX } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import type { BusTrip } from '@tripsetu/domain/bus-search.ts';
import { expandBusSearch } from '@tripsetu/domain/bus-wire.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import {
  AgentClient,
  approvedAgency,
  DEMO,
  files,
  newContact,
  type RequestOptions,
  registrationForm,
  signedInClient,
} from '../../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { registeredRoutes } from '../../test/routes.ts';
import { depositAndApprove, withKey } from '../../test/wallet-fixtures.ts';

/**
 * Who may call what: every /api/v1 route, called as nobody, as a staff member of agency A, as the
 * owner of agency B and as an administrator, against agency A's staff, documents and requests.
 */

let t: TestApp;
let admin: AgentClient;
let ownerA: AgentClient;
let staffA: AgentClient;
let ownerB: AgentClient;

/** Agency A's things that B must not reach. */
const a = {
  agencyId: 0,
  staffId: 0,
  staffEmail: '',
  staffPassword: 'StaffA2026',
  panId: 0,
  logoId: 0,
  requestId: 0,
  depositId: 0,
  receiptNo: '',
  paymentRef: '',
  flightBookingId: 0,
  busBookingId: 0,
  hotelBookingId: 0,
  cancellationRequestId: 0,
  offlineRequestId: 0,
};
const today = todayInIndia();

/** A bus booking of one seat for the agent's agency: search, block, book. */
async function busBookingOf(agent: AgentClient): Promise<number> {
  const found = await agent.post('/buses/search', { from: 'BLR', to: 'HYD', date: addDays(today, 8) });
  const trip = expandBusSearch(found.body).trips[0] as BusTrip;
  const layout = await agent.get(`/buses/trips/${encodeURIComponent(trip.id)}/seats`);
  const seat = layout.body.seats.find(
    (entry: { available: boolean; ladies: boolean }) => entry.available && !entry.ladies,
  );
  const block = await agent.post('/buses/blocks', {
    tripId: trip.id,
    seats: [{ seatNo: seat.seatNo, name: 'Isolated Traveller', age: 33, gender: 'M' }],
    boardingPointId: trip.boardingPoints[0]?.id,
    droppingPointId: trip.droppingPoints[0]?.id,
    contact: { email: 'isolated@example.in', mobile: '9876543210' },
  });
  const booked = await agent.post(
    '/buses/bookings',
    { blockId: block.body.blockId, acceptedTotalPaise: block.body.price.totalPaise },
    withKey(),
  );
  return booked.body.id;
}
/** A hotel booking of one room for one night for the agent's agency: search, the cheapest rate, book. */
async function hotelBookingOf(agent: AgentClient): Promise<number> {
  const stay = {
    checkIn: addDays(today, 20),
    checkOut: addDays(today, 21),
    rooms: [{ adults: 1, childAges: [] }],
    nationality: 'IN',
  };
  const found = await agent.post('/hotels/search', { city: 'GOI', location: 'ALL', ...stay });
  const hotelId = found.body.hotels[0].id as string;
  const details = await agent.post('/hotels/details', { hotelId, ...stay });
  const rate = details.body.roomTypes[0].rates[0];
  const booked = await agent.post(
    '/hotels/bookings',
    {
      hotelId,
      ...stay,
      rateId: rate.id,
      acceptedTotalPaise: rate.totalPaise,
      guests: [{ title: 'Mr', firstName: 'Isolated', lastName: 'Guest' }],
      contact: { email: 'isolated@example.in', mobile: '9876543210' },
    },
    withKey(),
  );
  return booked.body.id;
}
const ledgerRange = `from=${today}&to=${today}`;
let agencyA: Awaited<ReturnType<typeof approvedAgency>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  agencyA = await approvedAgency(t, admin, registrationForm({ companyName: 'Konkan Coast Tours' }));
  a.agencyId = agencyA.agencyId;
  ownerA = await signedInClient(t.app, agencyA.form.email, agencyA.password);
  const contact = newContact('staff-a');
  const member = await ownerA.post('/staff', {
    salutation: 'Mr',
    firstName: 'Nikhil',
    lastName: 'Kamat',
    email: contact.email,
    mobile: contact.mobile,
    newPassword: a.staffPassword,
    confirmPassword: a.staffPassword,
  });
  a.staffId = member.body.id;
  a.staffEmail = contact.email;
  staffA = await signedInClient(t.app, a.staffEmail, a.staffPassword);
  const logo = await ownerA.upload('/profile/logo', {}, [
    { field: 'logo', fileName: 'konkan.png', bytes: files.png() },
  ]);
  a.logoId = Number(String(logo.body.agency.logoUrl).split('/').pop());
  a.panId = logo.body.documents.find((doc: { kind: string }) => doc.kind === 'PAN').id;
  const request = await staffA.post('/support/requests', { subject: 'Konkan only', message: 'For agency A.' });
  a.requestId = request.body.id;
  const deposit = await depositAndApprove(ownerA, admin, '54321');
  a.depositId = deposit.id;
  a.receiptNo = deposit.receiptNo;
  const payment = await ownerA.post('/wallet/payments', { purpose: 'WALLET_TOPUP', amount: '1000' }, withKey());
  a.paymentRef = payment.body.orderRef;
  const quoted = await quoteFor(ownerA, flightSearch());
  a.flightBookingId = (await ownerA.post('/flights/bookings', bookingFor(quoted), withKey())).body.id;
  a.busBookingId = await busBookingOf(ownerA);
  a.hotelBookingId = await hotelBookingOf(ownerA);
  const asked = await ownerA.upload(
    `/bookings/${a.flightBookingId}/cancellation-requests`,
    { reason: 'AIRLINE_CANCELLED', travellers: '0', journeys: '0', remarks: 'The airline moved the flight.' },
    [],
  );
  a.cancellationRequestId = asked.body.id;
  const offline = await staffA.post('/offline-requests', {
    requestType: 'GROUP',
    tripType: 'ONE_WAY',
    from: 'DEL',
    to: 'GOI',
    departDate: addDays(today, 40),
    cabin: 'ECONOMY',
    adults: 15,
  });
  a.offlineRequestId = offline.body.id;
  ownerB = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Caller = 'staffA' | 'ownerB' | 'admin';

interface RouteCase {
  method: Method;
  /** The path as registered, parameters and all. */
  path: string;
  /** 'anyone': no session needed. Otherwise the answer each caller gets for the request below. */
  access: 'anyone' | Record<Caller, number>;
  /** A request for agency A's thing (a path with the ids filled in, and a body). */
  request: () => { url: string } & RequestOptions;
}

const on =
  (url: string, options: RequestOptions = {}) =>
  () => ({ url, ...options });
const denied = 403;

/** Every /api/v1 route. A route registered but missing here fails the first test. */
const ROUTES: RouteCase[] = [
  { method: 'POST', path: '/registrations', access: 'anyone', request: on('/registrations', { multipart: {} }) },
  { method: 'POST', path: '/registrations/verify', access: 'anyone', request: on('/registrations/verify') },
  { method: 'POST', path: '/registrations/resend', access: 'anyone', request: on('/registrations/resend') },
  { method: 'POST', path: '/auth/login', access: 'anyone', request: on('/auth/login', { json: {} }) },
  { method: 'POST', path: '/auth/otp/send', access: 'anyone', request: on('/auth/otp/send', { json: {} }) },
  { method: 'POST', path: '/auth/otp/verify', access: 'anyone', request: on('/auth/otp/verify', { json: {} }) },
  {
    method: 'POST',
    path: '/auth/password/forgot',
    access: 'anyone',
    request: on('/auth/password/forgot', { json: {} }),
  },
  { method: 'POST', path: '/auth/password/reset', access: 'anyone', request: on('/auth/password/reset', { json: {} }) },
  // Signing out needs no live session: without one it just clears the cookie.
  { method: 'POST', path: '/auth/logout', access: 'anyone', request: on('/auth/logout') },
  {
    method: 'GET',
    path: '/session',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/session'),
  },
  // Anyone may ask; a visitor is told null, a user their own session (agents.test.ts).
  { method: 'GET', path: '/session/current', access: 'anyone', request: on('/session/current') },
  {
    method: 'POST',
    path: '/session/keepalive',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/session/keepalive'),
  },
  { method: 'GET', path: '/profile', access: { staffA: 200, ownerB: 200, admin: denied }, request: on('/profile') },
  {
    method: 'PUT',
    path: '/profile',
    access: { staffA: denied, ownerB: 422, admin: denied },
    request: on('/profile', { json: {} }),
  },
  {
    method: 'POST',
    path: '/profile/logo',
    access: { staffA: denied, ownerB: 422, admin: denied },
    request: on('/profile/logo', { multipart: {} }),
  },
  {
    method: 'POST',
    path: '/profile/password',
    access: { staffA: 422, ownerB: 422, admin: 422 },
    request: on('/profile/password', { json: {} }),
  },
  {
    method: 'GET',
    path: '/documents/:id',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({ url: `/documents/${a.panId}` }),
  },
  { method: 'GET', path: '/staff', access: { staffA: denied, ownerB: 200, admin: denied }, request: on('/staff') },
  {
    method: 'POST',
    path: '/staff',
    access: { staffA: denied, ownerB: 422, admin: denied },
    request: on('/staff', { json: {} }),
  },
  {
    method: 'PATCH',
    path: '/staff/:id',
    access: { staffA: denied, ownerB: 404, admin: denied },
    request: () => ({
      url: `/staff/${a.staffId}`,
      json: { salutation: 'Mr', firstName: 'Hacked', lastName: 'Name', mobile: '9000000000', status: 'Suspended' },
    }),
  },
  {
    method: 'POST',
    path: '/staff/:id/password',
    access: { staffA: denied, ownerB: 404, admin: denied },
    request: () => ({
      url: `/staff/${a.staffId}/password`,
      json: { newPassword: 'Taken2026xx', confirmPassword: 'Taken2026xx' },
    }),
  },
  {
    method: 'GET',
    path: '/admin/applications',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: on('/admin/applications'),
  },
  {
    method: 'GET',
    path: '/admin/applications/:agencyId',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: () => ({ url: `/admin/applications/${a.agencyId}` }),
  },
  {
    method: 'POST',
    path: '/admin/applications/:agencyId/approve',
    access: { staffA: denied, ownerB: denied, admin: 409 },
    request: () => ({ url: `/admin/applications/${a.agencyId}/approve` }),
  },
  {
    method: 'POST',
    path: '/admin/applications/:agencyId/reject',
    access: { staffA: denied, ownerB: denied, admin: 422 },
    request: () => ({ url: `/admin/applications/${a.agencyId}/reject`, json: {} }),
  },
  {
    method: 'GET',
    path: '/admin/agents',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: on('/admin/agents'),
  },
  {
    method: 'PATCH',
    path: '/admin/agents/:id/status',
    access: { staffA: denied, ownerB: denied, admin: 422 },
    request: () => ({ url: `/admin/agents/${a.staffId}/status`, json: { status: 'Banned' } }),
  },
  {
    method: 'GET',
    path: '/support/requests',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/support/requests'),
  },
  {
    method: 'POST',
    path: '/support/requests',
    access: { staffA: 422, ownerB: 422, admin: denied },
    request: on('/support/requests', { json: {} }),
  },
  {
    method: 'GET',
    path: '/support/requests/:id',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({ url: `/support/requests/${a.requestId}` }),
  },
  {
    method: 'POST',
    path: '/support/requests/:id/replies',
    access: { staffA: 422, ownerB: 404, admin: 422 },
    request: () => ({ url: `/support/requests/${a.requestId}/replies`, json: {} }),
  },
  {
    method: 'GET',
    path: '/holidays/destinations',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/holidays/destinations'),
  },
  {
    method: 'GET',
    path: '/holidays/search',
    access: { staffA: 422, ownerB: 422, admin: 422 },
    request: on('/holidays/search'),
  },
  // The back office's notes and gateway payments of a booking: administrators only.
  {
    method: 'GET',
    path: '/bookings/:id/notes',
    access: { staffA: 403, ownerB: 403, admin: 404 },
    request: on('/bookings/999999/notes'),
  },
  {
    method: 'POST',
    path: '/bookings/:id/notes',
    access: { staffA: 403, ownerB: 403, admin: 422 },
    request: on('/bookings/999999/notes', { json: { body: '' } }),
  },
  {
    method: 'GET',
    path: '/bookings/:id/payments',
    access: { staffA: 403, ownerB: 403, admin: 404 },
    request: on('/bookings/999999/payments'),
  },
  // Bus search: anyone signed in; nothing in it belongs to one agency.
  {
    method: 'GET',
    path: '/buses/cities',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/buses/cities'),
  },
  {
    method: 'POST',
    path: '/buses/search',
    access: { staffA: 422, ownerB: 422, admin: 422 },
    request: on('/buses/search', { json: { from: '', to: '', date: '' } }),
  },
  {
    method: 'GET',
    path: '/buses/trips/:tripId',
    access: { staffA: 404, ownerB: 404, admin: 404 },
    request: on('/buses/trips/NOPE'),
  },
  {
    method: 'GET',
    path: '/buses/trips/:tripId/seats',
    access: { staffA: 404, ownerB: 404, admin: 404 },
    request: on('/buses/trips/NOPE/seats'),
  },
  // Hotel search and details (decision 032): anyone signed in; the generated photos are public.
  {
    method: 'GET',
    path: '/hotels/cities',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/hotels/cities'),
  },
  {
    method: 'POST',
    path: '/hotels/search',
    access: { staffA: 422, ownerB: 422, admin: 422 },
    request: on('/hotels/search', {
      json: { city: '', location: '', checkIn: '', checkOut: '', rooms: [], nationality: '' },
    }),
  },
  {
    method: 'POST',
    path: '/hotels/details',
    access: { staffA: 404, ownerB: 404, admin: 404 },
    request: on('/hotels/details', {
      json: { hotelId: 'NOPE', checkIn: '', checkOut: '', rooms: [], nationality: '' },
    }),
  },
  // What a rate earns the agency: those who book hotels for it (hotels.book), not the back office.
  {
    method: 'POST',
    path: '/hotels/rate-earnings',
    access: { staffA: 404, ownerB: 404, admin: denied },
    request: on('/hotels/rate-earnings', {
      json: { hotelId: 'NOPE', checkIn: '', checkOut: '', rooms: [], nationality: '', rateId: 'R1' },
    }),
  },
  // Hotel options by e-mail: those who book hotels for an agency (hotels.book), not the back office.
  {
    method: 'POST',
    path: '/hotels/options/email',
    access: { staffA: 422, ownerB: 422, admin: denied },
    request: on('/hotels/options/email', {
      json: { to: 'nobody', stay: { city: '', location: '', checkIn: '', checkOut: '', rooms: [], nationality: '' } },
    }),
  },
  {
    method: 'GET',
    path: '/hotels/photos/:hotelId/:file',
    access: 'anyone',
    request: on('/hotels/photos/GOI-0001/exterior.svg'),
  },
  // Blocking seats books for an agency: its owners and staff, not the back office.
  {
    method: 'POST',
    path: '/buses/blocks',
    access: { staffA: 422, ownerB: 422, admin: 403 },
    request: on('/buses/blocks', {
      json: { tripId: '', seats: [], boardingPointId: '', droppingPointId: '', contact: { email: '', mobile: '' } },
    }),
  },
  // Bus bookings (decision 031): booking a block is the agency's; reading and mailing, its own bookings'.
  {
    method: 'POST',
    path: '/buses/bookings',
    access: { staffA: 404, ownerB: 404, admin: 403 },
    request: () => ({ url: '/buses/bookings', json: { blockId: 99_999_999, acceptedTotalPaise: 100 }, ...withKey() }),
  },
  {
    method: 'GET',
    path: '/buses/bookings/:id',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({ url: `/buses/bookings/${a.busBookingId}` }),
  },
  {
    method: 'GET',
    path: '/buses/bookings/:id/ticket.pdf',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({ url: `/buses/bookings/${a.busBookingId}/ticket.pdf` }),
  },
  {
    method: 'POST',
    path: '/buses/bookings/:id/email',
    access: { staffA: 422, ownerB: 404, admin: 422 },
    request: () => ({ url: `/buses/bookings/${a.busBookingId}/email`, json: { to: 'x' } }),
  },
  {
    method: 'GET',
    path: '/buses/bookings/:id/credit-notes/:cancellationId',
    access: { staffA: 404, ownerB: 404, admin: 404 },
    request: () => ({ url: `/buses/bookings/${a.busBookingId}/credit-notes/1` }),
  },
  {
    method: 'GET',
    path: '/buses/bookings/:id/credit-notes/:cancellationId/pdf',
    access: { staffA: 404, ownerB: 404, admin: 404 },
    request: () => ({ url: `/buses/bookings/${a.busBookingId}/credit-notes/1/pdf` }),
  },
  // Hotel bookings (decision 033): booking is the agency's; reading, mailing and the calendar, its own bookings'.
  {
    method: 'POST',
    path: '/hotels/bookings',
    access: { staffA: 404, ownerB: 404, admin: 403 },
    request: () => ({
      url: '/hotels/bookings',
      json: {
        hotelId: 'NOPE-0001',
        checkIn: addDays(today, 20),
        checkOut: addDays(today, 21),
        rooms: [{ adults: 1, childAges: [] }],
        nationality: 'IN',
        rateId: 'R1:BB-FLEX',
        acceptedTotalPaise: 100,
        guests: [],
        contact: {},
      },
      ...withKey(),
    }),
  },
  {
    method: 'GET',
    path: '/hotels/pax-calendar',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on(`/hotels/pax-calendar?month=${addDays(today, 20).slice(0, 7)}`),
  },
  {
    method: 'GET',
    path: '/hotels/bookings/:id',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({ url: `/hotels/bookings/${a.hotelBookingId}` }),
  },
  {
    method: 'GET',
    path: '/hotels/bookings/:id/voucher.pdf',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({ url: `/hotels/bookings/${a.hotelBookingId}/voucher.pdf` }),
  },
  {
    method: 'GET',
    path: '/hotels/bookings/:id/bill.pdf',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({ url: `/hotels/bookings/${a.hotelBookingId}/bill.pdf` }),
  },
  {
    method: 'POST',
    path: '/hotels/bookings/:id/email',
    access: { staffA: 422, ownerB: 404, admin: 422 },
    request: () => ({ url: `/hotels/bookings/${a.hotelBookingId}/email`, json: { to: 'x', document: 'bill' } }),
  },
  {
    method: 'GET',
    path: '/hotels/bookings/:id/credit-notes/:cancellationId',
    access: { staffA: 404, ownerB: 404, admin: 404 },
    request: () => ({ url: `/hotels/bookings/${a.hotelBookingId}/credit-notes/1` }),
  },
  {
    method: 'GET',
    path: '/hotels/bookings/:id/credit-notes/:cancellationId/pdf',
    access: { staffA: 404, ownerB: 404, admin: 404 },
    request: () => ({ url: `/hotels/bookings/${a.hotelBookingId}/credit-notes/1/pdf` }),
  },
  // Flight search: anyone signed in; nothing in it belongs to one agency but the user's recent searches.
  {
    method: 'GET',
    path: '/flights/airports',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/flights/airports'),
  },
  {
    method: 'POST',
    path: '/flights/search',
    access: { staffA: 422, ownerB: 422, admin: 422 },
    request: on('/flights/search', { json: { tripType: 'ONE_WAY', segments: [] } }),
  },
  {
    method: 'GET',
    path: '/flights/calendar',
    access: { staffA: 422, ownerB: 422, admin: 422 },
    request: on('/flights/calendar'),
  },
  {
    method: 'GET',
    path: '/flights/recent-searches',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/flights/recent-searches'),
  },
  {
    method: 'POST',
    path: '/flights/email',
    access: { staffA: 422, ownerB: 422, admin: 422 },
    request: on('/flights/email', { json: { to: 'nobody', search: { tripType: 'ONE_WAY', segments: [] } } }),
  },
  // Flight bookings: agencies book (flights.book); each sees and handles its own; the back office sees all
  // and may ticket or release holds (A's booking here is confirmed, so that is refused as not on hold).
  {
    method: 'POST',
    path: '/flights/quote',
    access: { staffA: 422, ownerB: 422, admin: denied },
    request: on('/flights/quote', { json: { search: { tripType: 'ONE_WAY', segments: [] }, fareIds: ['x'] } }),
  },
  {
    method: 'POST',
    path: '/flights/bookings',
    access: { staffA: 422, ownerB: 422, admin: denied },
    request: on('/flights/bookings', {
      json: {
        search: { tripType: 'ONE_WAY', segments: [] },
        fareIds: ['x'],
        acceptedTotalPaise: 1,
        travellers: [{ paxType: 'ADT' }],
        contact: {},
      },
      ...withKey('isolation-flight'),
    }),
  },
  {
    method: 'POST',
    path: '/flights/import-pnr',
    access: { staffA: 422, ownerB: 422, admin: denied },
    request: on('/flights/import-pnr', { json: { pnr: '', lastName: '' } }),
  },
  {
    method: 'GET',
    path: '/flights/bookings/:id',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({ url: `/flights/bookings/${a.flightBookingId}` }),
  },
  {
    method: 'POST',
    path: '/flights/bookings/:id/ticket',
    access: { staffA: 409, ownerB: 404, admin: 409 },
    request: () => ({ url: `/flights/bookings/${a.flightBookingId}/ticket` }),
  },
  {
    method: 'POST',
    path: '/flights/bookings/:id/release',
    access: { staffA: 409, ownerB: 404, admin: 409 },
    request: () => ({ url: `/flights/bookings/${a.flightBookingId}/release` }),
  },
  {
    method: 'GET',
    path: '/flights/bookings/:id/documents',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({ url: `/flights/bookings/${a.flightBookingId}/documents` }),
  },
  {
    method: 'GET',
    path: '/flights/bookings/:id/documents/:document',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({ url: `/flights/bookings/${a.flightBookingId}/documents/e-ticket` }),
  },
  {
    method: 'POST',
    path: '/flights/bookings/:id/email',
    access: { staffA: 422, ownerB: 404, admin: 422 },
    request: () => ({ url: `/flights/bookings/${a.flightBookingId}/email`, json: { to: 'x', document: 'e-ticket' } }),
  },
  {
    method: 'GET',
    path: '/flights/hold-queue',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/flights/hold-queue'),
  },
  // The booking core's routes, for a booking of any product.
  { method: 'GET', path: '/bookings', access: { staffA: 200, ownerB: 200, admin: 200 }, request: on('/bookings') },
  {
    method: 'GET',
    path: '/bookings/cancellations',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/bookings/cancellations'),
  },
  {
    method: 'GET',
    path: '/bookings.xlsx',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/bookings.xlsx'),
  },
  {
    method: 'GET',
    path: '/bookings/hold-queue',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/bookings/hold-queue'),
  },
  {
    method: 'GET',
    path: '/bookings/:id',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({ url: `/bookings/${a.flightBookingId}` }),
  },
  {
    method: 'POST',
    path: '/bookings/:id/ticket',
    access: { staffA: 409, ownerB: 404, admin: 409 },
    request: () => ({ url: `/bookings/${a.flightBookingId}/ticket` }),
  },
  {
    method: 'POST',
    path: '/bookings/:id/release',
    access: { staffA: 409, ownerB: 404, admin: 409 },
    request: () => ({ url: `/bookings/${a.flightBookingId}/release` }),
  },
  {
    method: 'POST',
    path: '/bookings/:id/cancellation/quote',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({ url: `/bookings/${a.flightBookingId}/cancellation/quote`, json: { travellers: [0], legs: [0] } }),
  },
  {
    method: 'POST',
    path: '/bookings/:id/cancellation',
    access: { staffA: 409, ownerB: 404, admin: 409 },
    // Nothing chosen: refused after the scope is checked, so agency A's booking stays as it is.
    request: () => ({
      url: `/bookings/${a.flightBookingId}/cancellation`,
      json: { travellers: [], legs: [0] },
      ...withKey('isolation-cancel'),
    }),
  },
  {
    method: 'GET',
    path: '/flights/bookings/:id/credit-notes/:cancellationId',
    access: { staffA: 404, ownerB: 404, admin: 404 },
    // No cancellation of that number on agency A's booking: found by no one, after the scope is checked.
    request: () => ({ url: `/flights/bookings/${a.flightBookingId}/credit-notes/999999` }),
  },
  {
    method: 'GET',
    path: '/flights/bookings/:id/credit-notes/:cancellationId/pdf',
    access: { staffA: 404, ownerB: 404, admin: 404 },
    request: () => ({ url: `/flights/bookings/${a.flightBookingId}/credit-notes/999999/pdf` }),
  },
  {
    method: 'GET',
    path: '/bookings/services',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/bookings/services'),
  },
  {
    method: 'GET',
    path: '/bookings/:id/services/options',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({ url: `/bookings/${a.flightBookingId}/services/options` }),
  },
  {
    method: 'POST',
    path: '/bookings/:id/services/quote',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({
      url: `/bookings/${a.flightBookingId}/services/quote`,
      json: { items: [{ traveller: 0, legIndex: 0, segmentIndex: 0, kind: 'MEAL', code: 'VGML' }] },
    }),
  },
  {
    method: 'POST',
    path: '/bookings/:id/services',
    access: { staffA: 409, ownerB: 404, admin: 409 },
    // Nothing chosen: refused after the scope is checked, so agency A's booking stays as it is.
    request: () => ({
      url: `/bookings/${a.flightBookingId}/services`,
      json: { items: [] },
      ...withKey('isolation-services'),
    }),
  },
  {
    method: 'GET',
    path: '/bookings/reschedules',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/bookings/reschedules'),
  },
  {
    method: 'GET',
    path: '/bookings/:id/reschedule/options',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({
      url: `/bookings/${a.flightBookingId}/reschedule/options?travellers=0&leg=0&date=${addDays(todayInIndia(), 22)}`,
    }),
  },
  {
    method: 'POST',
    path: '/bookings/:id/reschedule/quote',
    access: { staffA: 409, ownerB: 404, admin: 409 },
    // A fare that does not exist: refused after the scope is checked.
    request: () => ({
      url: `/bookings/${a.flightBookingId}/reschedule/quote`,
      json: { travellers: [0], legs: [0], date: addDays(todayInIndia(), 22), optionId: 'none' },
    }),
  },
  {
    method: 'POST',
    path: '/bookings/:id/reschedule',
    access: { staffA: 409, ownerB: 404, admin: 409 },
    // Nothing chosen: refused after the scope is checked, so agency A's booking stays as it is.
    request: () => ({
      url: `/bookings/${a.flightBookingId}/reschedule`,
      json: { travellers: [], legs: [0], date: addDays(todayInIndia(), 22), optionId: 'none' },
      ...withKey('isolation-reschedule'),
    }),
  },
  {
    method: 'POST',
    path: '/bookings/:id/cancellation-requests',
    access: { staffA: 422, ownerB: 404, admin: 422 },
    request: () => ({ url: `/bookings/${a.flightBookingId}/cancellation-requests`, multipart: {} }),
  },
  {
    method: 'GET',
    path: '/flights/pax-calendar',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/flights/pax-calendar?month=2026-12'),
  },
  {
    method: 'GET',
    path: '/bookings/:id/cancellation-requests',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({ url: `/bookings/${a.flightBookingId}/cancellation-requests` }),
  },
  {
    method: 'GET',
    path: '/admin/cancellation-requests',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: on('/admin/cancellation-requests'),
  },
  {
    method: 'POST',
    path: '/admin/cancellation-requests/:id/preview',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: () => ({ url: `/admin/cancellation-requests/${a.cancellationRequestId}/preview`, json: {} }),
  },
  {
    method: 'POST',
    path: '/admin/cancellation-requests/:id/decision',
    access: { staffA: denied, ownerB: denied, admin: 422 },
    // A rejection without a reason: refused, so the request stays open.
    request: () => ({
      url: `/admin/cancellation-requests/${a.cancellationRequestId}/decision`,
      json: { decision: 'REJECT' },
    }),
  },
  // Offline requests (decision 028): agencies ask and accept their own; the back office answers every agency's.
  {
    method: 'POST',
    path: '/offline-requests',
    access: { staffA: 422, ownerB: 422, admin: denied },
    request: on('/offline-requests', {
      json: { requestType: '', tripType: '', from: '', to: '', departDate: '', cabin: '', adults: 0 },
    }),
  },
  {
    method: 'GET',
    path: '/offline-requests',
    access: { staffA: 200, ownerB: 200, admin: denied },
    request: on('/offline-requests'),
  },
  {
    method: 'GET',
    path: '/offline-requests/:id',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({ url: `/offline-requests/${a.offlineRequestId}` }),
  },
  {
    method: 'POST',
    path: '/offline-requests/:id/accept',
    // Not quoted yet: refused after the scope is checked.
    access: { staffA: 409, ownerB: 404, admin: denied },
    request: () => ({
      url: `/offline-requests/${a.offlineRequestId}/accept`,
      json: { travellers: [{ paxType: 'ADT' }], contact: {} },
    }),
  },
  {
    method: 'GET',
    path: '/admin/offline-requests',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: on('/admin/offline-requests'),
  },
  {
    method: 'GET',
    path: '/admin/offline-requests/:id/flights',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: () => ({ url: `/admin/offline-requests/${a.offlineRequestId}/flights` }),
  },
  {
    method: 'POST',
    path: '/admin/offline-requests/:id/quote',
    access: { staffA: denied, ownerB: denied, admin: 422 },
    request: () => ({
      url: `/admin/offline-requests/${a.offlineRequestId}/quote`,
      json: { fareIds: [], adultFare: '', validUntil: '' },
    }),
  },
  // Commission rules (decision 034): agencies read those that apply to them; only the back office keeps them.
  {
    method: 'GET',
    path: '/commissions',
    access: { staffA: 200, ownerB: 200, admin: denied },
    request: on('/commissions?carrier=AI'),
  },
  {
    method: 'GET',
    path: '/admin/commission-rules',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: on('/admin/commission-rules'),
  },
  {
    method: 'POST',
    path: '/admin/commission-rules',
    access: { staffA: denied, ownerB: denied, admin: 422 },
    request: on('/admin/commission-rules', {
      json: {
        supplier: 'TRIPSETU',
        product: 'FLIGHT',
        carrier: 'ZZ',
        sector: null,
        priority: 10,
        kind: 'PERCENT',
        value: 100,
        basis: 'BASE',
        plbCutPayBps: 0,
        plbPostPayBps: 0,
        onDiscount: false,
        cancellationFeePaise: 0,
        rescheduleFeePaise: 0,
        agencyId: null,
        validFrom: today,
        validTo: null,
      },
    }),
  },
  {
    method: 'DELETE',
    path: '/admin/commission-rules/:id',
    access: { staffA: denied, ownerB: denied, admin: 404 },
    request: on('/admin/commission-rules/999999'),
  },
  // Agency groups (issue 24, decision 038): the back office's; agency-groups.test.ts covers the rest.
  {
    method: 'GET',
    path: '/admin/agency-groups',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: on('/admin/agency-groups'),
  },
  {
    method: 'POST',
    path: '/admin/agency-groups',
    access: { staffA: denied, ownerB: denied, admin: 422 },
    request: on('/admin/agency-groups', { json: { name: 'x' } }),
  },
  {
    method: 'POST',
    path: '/admin/agency-groups/:id/agencies',
    access: { staffA: denied, ownerB: denied, admin: 404 },
    request: on('/admin/agency-groups/999999/agencies', { json: { agencyId: 1 } }),
  },
  {
    method: 'DELETE',
    path: '/admin/agency-groups/:id/agencies/:agencyId',
    access: { staffA: denied, ownerB: denied, admin: 404 },
    request: on('/admin/agency-groups/999999/agencies/1'),
  },
  // Display currencies' rates (issue 25, decision 041): read by everyone signed in, set by the back office.
  {
    method: 'GET',
    path: '/currency-rates',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/currency-rates'),
  },
  {
    method: 'POST',
    path: '/admin/currency-rates',
    access: { staffA: denied, ownerB: denied, admin: 422 },
    request: on('/admin/currency-rates', { json: { currency: 'AED', day: '2000-13-01', inrPerUnit: '0' } }),
  },
  {
    method: 'GET',
    path: '/admin/currency-rates/:currency',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: on('/admin/currency-rates/AED'),
  },
  // Visas (issue 25, decision 043): agencies apply and read their own; the back office keeps types and decides.
  {
    method: 'GET',
    path: '/visas/types',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/visas/types'),
  },
  {
    method: 'POST',
    path: '/visas/applications',
    access: { staffA: 422, ownerB: 422, admin: denied },
    request: on('/visas/applications', { multipart: {} }),
  },
  {
    method: 'GET',
    path: '/visas/applications',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/visas/applications'),
  },
  {
    method: 'GET',
    path: '/visas/applications/:id',
    access: { staffA: 404, ownerB: 404, admin: 404 },
    request: on('/visas/applications/999999'),
  },
  {
    method: 'POST',
    path: '/admin/visa-types',
    access: { staffA: denied, ownerB: denied, admin: 422 },
    request: on('/admin/visa-types', { json: {} }),
  },
  {
    method: 'DELETE',
    path: '/admin/visa-types/:id',
    access: { staffA: denied, ownerB: denied, admin: 404 },
    request: on('/admin/visa-types/999999'),
  },
  {
    method: 'POST',
    path: '/admin/visa-applications/:id/status',
    access: { staffA: denied, ownerB: denied, admin: 404 },
    request: on('/admin/visa-applications/999999/status', { multipart: { fields: { status: 'IN_PROCESS' } } }),
  },
  // TripSetu's own markups (issue 24, decision 040): the back office's; platform-markups.test.ts covers the rest.
  {
    method: 'GET',
    path: '/admin/platform-markups',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: on('/admin/platform-markups'),
  },
  {
    method: 'POST',
    path: '/admin/platform-markups',
    access: { staffA: denied, ownerB: denied, admin: 422 },
    request: on('/admin/platform-markups', {
      json: {
        product: 'BUS',
        carrier: 'AI',
        sector: null,
        kind: 'FLAT',
        value: 1,
        agencyId: null,
        agencyGroupId: null,
      },
    }),
  },
  {
    method: 'DELETE',
    path: '/admin/platform-markups/:id',
    access: { staffA: denied, ownerB: denied, admin: 404 },
    request: on('/admin/platform-markups/999999'),
  },
  // Agent series fares (issue 24, decision 037): the back office's alone; series-fares.test.ts covers the rest.
  {
    method: 'GET',
    path: '/admin/series-fares',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: on('/admin/series-fares'),
  },
  {
    method: 'POST',
    path: '/admin/series-fares',
    access: { staffA: denied, ownerB: denied, admin: 422 },
    request: on('/admin/series-fares', {
      json: {
        flight: 'ZZ-1',
        date: today,
        cabin: 'ECONOMY',
        seats: 0,
        adultFarePaise: 0,
        childFarePaise: 0,
        infantFarePaise: 0,
        checkInKg: 15,
      },
    }),
  },
  {
    method: 'POST',
    path: '/admin/series-fares/upload',
    access: { staffA: denied, ownerB: denied, admin: 422 },
    request: on('/admin/series-fares/upload', { multipart: {} }),
  },
  {
    method: 'POST',
    path: '/admin/series-fares/:id/withdraw',
    access: { staffA: denied, ownerB: denied, admin: 404 },
    request: on('/admin/series-fares/999999/withdraw'),
  },
  // Agent Markup (issue 24): an agency's own markups, read by its people, kept by its owner; markups.test.ts
  // deletes another agency's markup by id.
  { method: 'GET', path: '/markups', access: { staffA: 200, ownerB: 200, admin: denied }, request: on('/markups') },
  {
    method: 'POST',
    path: '/markups',
    access: { staffA: denied, ownerB: 422, admin: denied },
    request: on('/markups', { json: { product: 'BUS', carrier: 'AI', kind: 'FLAT', value: 100, per: 'BOOKING' } }),
  },
  {
    method: 'DELETE',
    path: '/markups/:id',
    access: { staffA: denied, ownerB: 404, admin: denied },
    request: on('/markups/999999'),
  },
  {
    method: 'PUT',
    path: '/markups/staff-view',
    access: { staffA: denied, ownerB: 200, admin: denied },
    request: on('/markups/staff-view', { json: { staffSeeMarkup: false } }),
  },
  // The §2 reports (decision 035): an agency reads its own (an agencyId it sends changes nothing), the back
  // office one agency's or every agency's; reports.test.ts checks the rows.
  {
    method: 'GET',
    path: '/reports/:kind',
    access: { staffA: 200, ownerB: 200, admin: denied },
    request: () => ({ url: `/reports/flight-sales?${ledgerRange}&agencyId=${a.agencyId}` }),
  },
  {
    method: 'GET',
    path: '/reports/:kind/export',
    access: { staffA: 200, ownerB: 200, admin: denied },
    request: () => ({ url: `/reports/flight-sales/export?format=csv&${ledgerRange}&agencyId=${a.agencyId}` }),
  },
  {
    method: 'GET',
    path: '/admin/reports/:kind',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: () => ({ url: `/admin/reports/flight-sales?${ledgerRange}&agencyId=${a.agencyId}` }),
  },
  {
    method: 'GET',
    path: '/admin/reports/:kind/export',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: () => ({ url: `/admin/reports/flight-sales/export?format=xlsx&${ledgerRange}&agencyId=${a.agencyId}` }),
  },
  {
    method: 'POST',
    path: '/admin/offline-requests/:id/reject',
    access: { staffA: denied, ownerB: denied, admin: 422 },
    request: () => ({ url: `/admin/offline-requests/${a.offlineRequestId}/reject`, json: { reason: '' } }),
  },
  {
    method: 'GET',
    path: '/admin/service-requests',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: on('/admin/service-requests'),
  },
  {
    method: 'POST',
    path: '/admin/service-requests/:id/answer',
    access: { staffA: denied, ownerB: denied, admin: 404 },
    request: on('/admin/service-requests/999999/answer', { json: { decision: 'DECLINE', message: 'No.' } }),
  },
  // The wallet: staff view (wallet.view), only owners move money (wallet.deposit), admins review.
  { method: 'GET', path: '/wallet', access: { staffA: 200, ownerB: 200, admin: denied }, request: on('/wallet') },
  {
    method: 'GET',
    path: '/wallet/documents',
    access: { staffA: 200, ownerB: 200, admin: denied },
    request: on('/wallet/documents?tab=RECEIPTS'),
  },
  {
    method: 'GET',
    path: '/wallet/bank-accounts',
    access: { staffA: 200, ownerB: 200, admin: 200 },
    request: on('/wallet/bank-accounts'),
  },
  {
    method: 'POST',
    path: '/wallet/deposits',
    access: { staffA: denied, ownerB: 422, admin: denied },
    request: on('/wallet/deposits', { json: {}, ...withKey('isolation-deposit') }),
  },
  {
    method: 'GET',
    path: '/wallet/deposits',
    access: { staffA: 200, ownerB: 200, admin: denied },
    request: on('/wallet/deposits'),
  },
  {
    method: 'GET',
    path: '/wallet/receipts/:id',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({ url: `/wallet/receipts/${a.depositId}` }),
  },
  {
    method: 'GET',
    path: '/wallet/ledger',
    access: { staffA: 200, ownerB: 200, admin: denied },
    request: () => ({ url: `/wallet/ledger?${ledgerRange}` }),
  },
  {
    method: 'GET',
    path: '/wallet/ledger.xlsx',
    access: { staffA: 200, ownerB: 200, admin: denied },
    request: () => ({ url: `/wallet/ledger.xlsx?${ledgerRange}` }),
  },
  {
    method: 'POST',
    path: '/wallet/payments',
    access: { staffA: denied, ownerB: 422, admin: denied },
    request: on('/wallet/payments', { json: { purpose: 'WALLET_TOPUP', amount: '1' }, ...withKey('isolation-pay') }),
  },
  {
    method: 'GET',
    path: '/wallet/payments/:orderRef',
    access: { staffA: 200, ownerB: 404, admin: 200 },
    request: () => ({ url: `/wallet/payments/${a.paymentRef}` }),
  },
  {
    method: 'PUT',
    path: '/wallet/alert',
    access: { staffA: denied, ownerB: 422, admin: denied },
    request: on('/wallet/alert', { json: { threshold: 'none' } }),
  },
  {
    method: 'GET',
    path: '/admin/deposits',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: on('/admin/deposits'),
  },
  {
    method: 'POST',
    path: '/admin/deposits/:id/approve',
    access: { staffA: denied, ownerB: denied, admin: 409 },
    request: () => ({ url: `/admin/deposits/${a.depositId}/approve`, ...withKey('isolation-approve') }),
  },
  {
    method: 'POST',
    path: '/admin/deposits/:id/reject',
    access: { staffA: denied, ownerB: denied, admin: 422 },
    request: () => ({ url: `/admin/deposits/${a.depositId}/reject`, json: {}, ...withKey('isolation-reject') }),
  },
  {
    method: 'GET',
    path: '/admin/agencies/:agencyId/wallet',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: () => ({ url: `/admin/agencies/${a.agencyId}/wallet` }),
  },
  {
    method: 'PUT',
    path: '/admin/agencies/:agencyId/credit-limit',
    access: { staffA: denied, ownerB: denied, admin: 422 },
    request: () => ({ url: `/admin/agencies/${a.agencyId}/credit-limit`, json: {} }),
  },
  {
    method: 'POST',
    path: '/admin/agencies/:agencyId/notes',
    access: { staffA: denied, ownerB: denied, admin: 422 },
    request: () => ({
      url: `/admin/agencies/${a.agencyId}/notes`,
      json: { kind: 'CREDIT_NOTE', amount: '', reason: '' },
      ...withKey('isolation-note'),
    }),
  },
  {
    method: 'GET',
    path: '/admin/wallet/movements',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: on('/admin/wallet/movements'),
  },
  {
    method: 'GET',
    path: '/admin/bank-accounts',
    access: { staffA: denied, ownerB: denied, admin: 200 },
    request: on('/admin/bank-accounts'),
  },
  {
    method: 'POST',
    path: '/admin/bank-accounts',
    access: { staffA: denied, ownerB: denied, admin: 422 },
    request: on('/admin/bank-accounts', { json: {} }),
  },
  {
    method: 'PUT',
    path: '/admin/bank-accounts/:id',
    access: { staffA: denied, ownerB: denied, admin: 422 },
    request: on('/admin/bank-accounts/1', { json: {} }),
  },
];

const guarded = ROUTES.filter(
  (route): route is RouteCase & { access: Record<Caller, number> } => route.access !== 'anyone',
);

/** The /api/v1 routes the app registers. */
function registeredApiRoutes(): string[] {
  return registeredRoutes(t.app).filter((route) => route.split(' ')[1]?.startsWith(`${API_PREFIX}/`));
}

function send(client: AgentClient, route: RouteCase, request = route.request()) {
  const { url, ...options } = request;
  return client.request(route.method, url, options);
}

describe('the route table', () => {
  it('covers every /api/v1 route the app registers, and no other', () => {
    const table = ROUTES.map((route) => `${route.method} ${API_PREFIX}${route.path}`).sort();
    const registered = registeredApiRoutes();
    expect(registered.length).toBeGreaterThan(20);
    expect(registered).toEqual(table);
  });
});

describe('without a session', () => {
  it.each(guarded.map((route) => [`${route.method} ${route.path}`, route] as const))(
    'answers 401 to %s',
    async (_name, route) => {
      const answer = await send(new AgentClient(t.app), route);
      expect(answer.status).toBe(401);
      expect(answer.body.error.message).toBe(AGENT_MSG_DECIDED.signInRequired);
    },
  );

  it.each(guarded.map((route) => [`${route.method} ${route.path}`, route] as const))(
    'answers 401 to %s before looking at a malformed request',
    async (_name, route) => {
      const request = route.request();
      const url = request.url.replace(/\/\d+(?=\/|$)/, '/not-a-number');
      const json = route.method === 'GET' ? undefined : { subject: 'x'.repeat(5000), userId: 'y'.repeat(5000) };
      const answer = await send(new AgentClient(t.app), route, { url, ...(json ? { json } : {}) });
      expect(answer.status).toBe(401);
    },
  );

  it('answers the public routes without asking for a session', async () => {
    for (const route of ROUTES.filter((candidate) => candidate.access === 'anyone')) {
      const answer = await send(new AgentClient(t.app), route);
      expect(answer.status, `${route.method} ${route.path}`).not.toBe(401);
      expect(answer.status, `${route.method} ${route.path}`).toBeLessThan(500);
    }
  });
});

describe.each(['staffA', 'ownerB', 'admin'] as const)('as %s', (caller) => {
  const clientOf = () => ({ staffA, ownerB, admin })[caller];

  it.each(guarded.map((route) => [`${route.method} ${route.path}`, route] as const))(
    'answers %s as the table says',
    async (_name, route) => {
      const answer = await send(clientOf(), route);
      expect(answer.status, JSON.stringify(answer.body)).toBe(route.access[caller]);
      if (route.access[caller] === denied) {
        expect(answer.body.error.message).toBe(AGENT_MSG_DECIDED.forbidden);
      }
    },
  );
});

describe('agency B’s owner and agency A', () => {
  it('left every thing of agency A as it was after the walk', async () => {
    const member = await t.database.db
      .selectFrom('agent_users')
      .selectAll()
      .where('id', '=', a.staffId)
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ status: 'Active', first_name: 'Nikhil', last_name: 'Kamat' });
    expect((await new AgentClient(t.app).signIn(a.staffEmail, a.staffPassword)).status).toBe(200);
    const request = await staffA.get(`/support/requests/${a.requestId}`);
    expect(request.body.messages).toHaveLength(1);
    expect((await ownerA.get('/profile')).body.agency).toMatchObject({
      companyName: 'Konkan Coast Tours',
      status: 'APPROVED',
    });
  });

  it('sees none of agency A’s staff, requests, documents or profile in its own answers', async () => {
    const staff = await ownerB.get('/staff');
    expect(staff.body.staff.map((row: { id: number }) => row.id)).not.toContain(a.staffId);
    const requests = await ownerB.get('/support/requests');
    expect(requests.body.requests.map((row: { id: number }) => row.id)).not.toContain(a.requestId);
    const profile = await ownerB.get('/profile');
    expect(profile.body.agency.companyName).toBe('Ghumakkad Holidays');
    const text = JSON.stringify([staff.body, requests.body, profile.body]);
    for (const secret of ['Konkan', agencyA.form.email, a.staffEmail, agencyA.code]) {
      expect(text).not.toContain(secret);
    }
    expect((await ownerB.get(`/documents/${a.logoId}`)).status).toBe(404);
    expect((await ownerB.get(`/documents/${a.panId}`)).status).toBe(404);
  });

  it('sees none of agency A’s balance, deposits, receipts or ledger', async () => {
    const own = {
      wallet: await ownerB.get('/wallet'),
      deposits: await ownerB.get('/wallet/deposits'),
      ledger: await ownerB.get(`/wallet/ledger?${ledgerRange}`),
    };
    expect(own.wallet.body.mainBalancePaise).not.toBe(54_321_00);
    // A's deposit less A's flight, bus and hotel bookings.
    const booked = (await staffA.get(`/flights/bookings/${a.flightBookingId}`)).body.totalPaise;
    const bus = (await staffA.get(`/buses/bookings/${a.busBookingId}`)).body.totalPaise;
    const hotel = (await staffA.get(`/hotels/bookings/${a.hotelBookingId}`)).body.totalPaise;
    expect((await staffA.get('/wallet')).body.mainBalancePaise).toBe(54_321_00 - booked - bus - hotel);
    expect(own.deposits.body.deposits.map((row: { id: number }) => row.id)).not.toContain(a.depositId);
    const text = JSON.stringify([own.wallet.body, own.deposits.body, own.ledger.body]);
    for (const secret of ['Konkan', a.receiptNo, '5432100']) expect(text).not.toContain(secret);
    const receipt = await ownerB.get(`/wallet/receipts/${a.depositId}`);
    expect(receipt.status).toBe(404);
    expect(JSON.stringify(receipt.body)).not.toContain(a.receiptNo);
    // Money-moving requests name no agency: B's deposit lands in B's wallet whatever it sends.
    const key = withKey('isolation-b-deposit');
    const deposit = await ownerB.post(
      '/wallet/deposits',
      {
        mode: 'NEFT',
        reference: 'UTR55550001',
        accountNumber: '123456789012',
        holderName: 'Kavita Sharma',
        depositDate: today,
        bankAccountId: '1',
        amount: '1000',
        agencyId: a.agencyId,
      },
      key,
    );
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
    expect(deposit.body.agencyName).toBe('Ghumakkad Holidays');
    expect((await staffA.get('/wallet/deposits')).body.deposits.map((row: { id: number }) => row.id)).not.toContain(
      deposit.body.id,
    );
  });

  it('reads none of agency A’s business in its reports, also when it names agency A', async () => {
    const flight = (await staffA.get(`/flights/bookings/${a.flightBookingId}`)).body.transactionId as string;
    const bus = (await staffA.get(`/buses/bookings/${a.busBookingId}`)).body.transactionId as string;
    // Agency A's own reports hold them: the words looked for below are there to be found.
    const own = await staffA.get(`/reports/flight-sales?${ledgerRange}`);
    expect(JSON.stringify(own.body)).toContain(flight);
    for (const kind of ['sales', 'flight-sales', 'bus-sales', 'hotel-sales', 'receipts', 'tds']) {
      for (const suffix of ['', `&agencyId=${a.agencyId}`]) {
        const answer = await ownerB.get(`/reports/${kind}?${ledgerRange}${suffix}`);
        expect(answer.status, kind).toBe(200);
        const text = JSON.stringify(answer.body);
        for (const secret of [flight, bus, 'Konkan', agencyA.code, 'ABCCE1234F'])
          expect(text, kind).not.toContain(secret);
      }
    }
    const file = await ownerB.get(`/reports/flight-sales/export?format=csv&${ledgerRange}&agencyId=${a.agencyId}`);
    expect(file.status).toBe(200);
    expect(file.raw.toString('utf8')).not.toContain(flight);
  });

  it('changes only its own agency when it saves its profile', async () => {
    const before = (await ownerA.get('/profile')).body;
    const own = (await ownerB.get('/profile')).body;
    const saved = await ownerB.put('/profile', {
      salutation: own.user.salutation,
      firstName: own.user.firstName,
      lastName: own.user.lastName,
      mobile: own.user.mobile,
      companyName: own.agency.companyName,
      address1: own.agency.address1,
      address2: own.agency.address2,
      pincode: own.agency.pincode,
      city: own.agency.city,
      state: own.agency.state,
      contactNumber: own.agency.contactNumber,
      website: 'https://ghumakkad.example.in',
      agencyId: a.agencyId,
      id: a.agencyId,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.agency.id).toBe(own.agency.id);
    expect(saved.body.agency.website).toBe('https://ghumakkad.example.in');
    expect((await ownerA.get('/profile')).body).toEqual(before);
  });
});
