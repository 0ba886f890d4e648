import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { agencyOfBooking } from '../documents/agency-party.ts';
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
    const party = await agencyOfBooking(db, bookingId, logoOf);
    if (party) return party;
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
  };
}
