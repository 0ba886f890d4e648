import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AgencyParty } from './flight-documents.ts';

/**
 * The agency that made a booking, as every product's documents name it (decision 021): name, code, address,
 * phone, GSTIN, the owner's e-mail for replies, and its logo; null for a booking no agency made.
 */
export async function agencyOfBooking(
  db: Kysely<Database>,
  bookingId: number,
  logoOf: (agencyId: number) => Promise<AgencyParty['logo']>,
): Promise<AgencyParty | null> {
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
  if (!row) return null;
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
}
