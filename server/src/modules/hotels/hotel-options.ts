import { COMPANY } from '@tripsetu/domain/company.ts';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import {
  distinctHotelIds,
  type EmailHotelOptionsBody,
  HOTEL_OPTIONS_EMAILS_PER_AGENT,
  HOTEL_OPTIONS_EMAILS_PER_RECIPIENT,
  HOTEL_OPTIONS_MSG,
  validateHotelOptions,
} from '@tripsetu/domain/hotel-options.ts';
import type { HotelSearchAnswer } from '@tripsetu/domain/hotel-results.ts';
import { ALL_LOCATIONS } from '@tripsetu/domain/hotel-search.ts';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import type { CurrencyRatesService } from '../currencies/currency-rates.ts';
import { type AgencyLogo, hotelOptionsMail, type OptionsSeller } from '../documents/hotel-options-mail.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { HotelsService } from './hotels.service.ts';

/** A logo larger than this heads the mail by the agency's name alone: the HTML carries it inline. */
export const LOGO_INLINE_MAX_BYTES = 200 * 1024;
const INLINE_LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);

/**
 * Hotel options to an agency's customer (agent-portal.md §1): the shortlisted hotels priced again for the
 * stay, the agency's markup folded into every price, in its name with replies to the agent.
 */
export function createHotelOptions(deps: {
  db: Kysely<Database>;
  /** Prices also in the agent's currency (decision 041). */
  rates?: Pick<CurrencyRatesService, 'alsoIn'>;
  mail: MailService;
  logger: Logger;
  hotels: Pick<HotelsService, 'search'>;
  agencyLogo?: (agencyId: number) => Promise<AgencyLogo>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function logoOf(agencyId: number): Promise<AgencyLogo> {
    try {
      const logo = (await deps.agencyLogo?.(agencyId)) ?? null;
      return logo && INLINE_LOGO_TYPES.has(logo.contentType) && logo.bytes.length <= LOGO_INLINE_MAX_BYTES
        ? logo
        : null;
    } catch (error) {
      deps.logger.warn({ err: error, agencyId }, 'agency logo unreadable');
      return null;
    }
  }

  async function sellerOf(user: AgentUser): Promise<OptionsSeller> {
    const agent = { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email };
    const agency =
      user.agency_id === null
        ? undefined
        : await db
            .selectFrom('agencies')
            .select(['company_name', 'contact_number'])
            .where('id', '=', user.agency_id)
            .executeTakeFirst();
    if (!agency || user.agency_id === null) return { name: COMPANY.legalName, phone: '', logo: null, agent };
    return { name: agency.company_name, phone: agency.contact_number, logo: await logoOf(user.agency_id), agent };
  }

  /** The stay priced now: the refusals of the search's rules are the stay's own fields. */
  function pricedStay(stay: EmailHotelOptionsBody['stay']): HotelSearchAnswer {
    try {
      // The whole city: a hotel shortlisted from another locality of it is still priced.
      return deps.hotels.search({ ...stay, location: ALL_LOCATIONS });
    } catch (error) {
      if (error instanceof AppError && error.code === 'VALIDATION') {
        const fields = Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [`stay.${field}`, text]));
        throw AppError.validation(fields);
      }
      throw error;
    }
  }

  return {
    /** E-mails the chosen hotels: 'Email Sent Successfully', or 'Failed to send Email' (503). */
    async email(user: AgentUser, body: EmailHotelOptionsBody): Promise<{ message: string }> {
      const errors = validateHotelOptions(body);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const to = body.to.trim();
      const answer = pricedStay(body.stay);
      const byId = new Map(answer.hotels.map((hotel) => [hotel.id, hotel]));
      // Hotels sold out since the search are left out; the agent's order is kept.
      const chosen = distinctHotelIds(body.hotelIds).flatMap((id) => byId.get(id) ?? []);
      if (chosen.length === 0) {
        throw new AppError('NOT_FOUND', HOTEL_OPTIONS_MSG.noneAvailable, { hotelIds: HOTEL_OPTIONS_MSG.noneAvailable });
      }
      // A customer's inbox is no place for unlimited mail from anyone signed in.
      await enforceRateLimits(
        db,
        [
          { key: `hotel-options:agent:${user.id}`, ...HOTEL_OPTIONS_EMAILS_PER_AGENT },
          { key: `hotel-options:to:${to.toLowerCase()}`, ...HOTEL_OPTIONS_EMAILS_PER_RECIPIENT },
        ],
        HOTEL_OPTIONS_MSG.tooManyEmails,
      );
      const seller = await sellerOf(user);
      const mail = hotelOptionsMail({
        seller,
        answer,
        hotels: chosen,
        markupPaise: body.markupPaise,
        note: body.note?.trim() ?? '',
        pricedAt: now(),
        alsoIn: (await deps.rates?.alsoIn(body.currency)) ?? null,
      });
      try {
        await deps.mail.enqueue(db, {
          to,
          ...mail,
          sender: user.agency_id === null ? undefined : { name: seller.name, replyTo: seller.agent.email },
          reference: 'hotel-options',
        });
      } catch (error) {
        deps.logger.error({ err: error }, 'hotel options e-mail failed');
        throw new AppError('UNAVAILABLE', BOOKING_MSG.emailFailed);
      }
      return { message: BOOKING_MSG.emailSent };
    },
  };
}

export type HotelOptions = ReturnType<typeof createHotelOptions>;
