import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { type AgencyParty, OPERATOR } from '../documents/flight-documents.ts';
import { flightBookingView } from './flight-view.ts';

export type AgencyLogo = (agencyId: number) => Promise<{ bytes: Buffer; contentType: string; url: string } | null>;

/**
 * The booking's agency as its documents name it, with its logo (decision 021); for a traveller's
 * booking, the traveller or the GST details given.
 */
export function agencyParties(deps: { db: Kysely<Database>; logger: Logger; agencyLogo?: AgencyLogo }) {
  const { db } = deps;

  /** The agency's logo for its documents; a logo that cannot be read leaves the document without it. */
  async function logoOf(agencyId: number): Promise<AgencyParty['logo']> {
    try {
      return (await deps.agencyLogo?.(agencyId)) ?? null;
    } catch (error) {
      deps.logger.warn({ err: error, agencyId }, 'agency logo unreadable');
      return null;
    }
  }

  return async function agencyParty(bookingId: number): Promise<AgencyParty> {
    const row = await db
      .selectFrom('bookings as b')
      .innerJoin('agencies as a', 'a.id', 'b.agency_id')
      .select([
        'a.company_name',
        'a.agency_code',
        'a.address1',
        'a.address2',
        'a.city',
        'a.state',
        'a.pincode',
        'a.contact_number',
        'a.gst_number',
        'a.id as agency_id',
      ])
      .where('b.id', '=', bookingId)
      .executeTakeFirst();
    if (!row) {
      const booking = await flightBookingView(db, { id: bookingId });
      const lead = booking.travellers[0];
      return {
        name:
          booking.gst?.gstCompany ||
          booking.gst?.gstHolder ||
          (lead ? `${lead.title} ${lead.firstName} ${lead.lastName}` : ''),
        code: '',
        address: booking.gst?.gstAddress ?? '',
        state: booking.gst?.gstNumber ? '' : OPERATOR.state,
        phone: booking.contact.mobile,
        gstin: booking.gst?.gstNumber ?? '',
        email: '',
        logo: null,
      };
    }
    const owner = await db
      .selectFrom('agent_users')
      .select('email')
      .where('agency_id', '=', row.agency_id)
      .where('role', '=', 'OWNER')
      .executeTakeFirst();
    return {
      name: row.company_name,
      code: row.agency_code ?? '',
      address: [row.address1, row.address2, `${row.city} ${row.pincode}`, row.state].filter(Boolean).join(', '),
      state: row.state,
      phone: row.contact_number,
      gstin: row.gst_number ?? '',
      email: owner?.email ?? '',
      logo: await logoOf(row.agency_id),
    };
  };
}
