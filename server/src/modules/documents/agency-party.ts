import { EMAIL_REGEX } from '@tripsetu/domain/validation.ts';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
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

/**
 * The same for a product's documents, refused as `notFound` without an agency: a logo that cannot be read is
 * left out (and logged) rather than failing the document.
 */
export async function agencyPartyOf(
  deps: {
    db: Kysely<Database>;
    logger: Logger;
    agencyLogo?: (agencyId: number) => Promise<AgencyParty['logo']>;
  },
  bookingId: number,
  notFound: string,
): Promise<AgencyParty> {
  const logoOf = async (agencyId: number) => {
    try {
      return (await deps.agencyLogo?.(agencyId)) ?? null;
    } catch (error) {
      deps.logger.warn({ err: error, agencyId }, 'agency logo unreadable');
      return null;
    }
  };
  const found = await agencyOfBooking(deps.db, bookingId, logoOf);
  if (!found) throw new AppError('NOT_FOUND', notFound);
  return found;
}

/** Where a booking's document goes on booking: its contact and the agency, each once, valid addresses only. */
export const bookingRecipients = (...addresses: readonly string[]) =>
  addresses
    .map((address) => address.trim())
    .filter(
      (address, index, all) =>
        EMAIL_REGEX.test(address) && all.findIndex((other) => other.toLowerCase() === address.toLowerCase()) === index,
    );
