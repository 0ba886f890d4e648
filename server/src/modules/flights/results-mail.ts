import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { COMPANY } from '@tripsetu/domain/company.ts';
import type { PriceAlsoIn } from '@tripsetu/domain/currencies.ts';
import { markupError } from '@tripsetu/domain/fare-summary.ts';
import type { FlightSearchResult } from '@tripsetu/domain/flight-api.ts';
import { FLIGHT_MSG, type FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import { EMAIL_REGEX } from '@tripsetu/domain/validation.ts';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { flightResultsMail } from '../documents/flight-results-mail.ts';
import type { MailService } from '../mail/mail.service.ts';

/** The portal's one wording for a bad address (agent-messages.ts). */
export const RESULTS_MAIL_MSG = { emailInvalid: AGENT_MSG.emailInvalid } as const;

/** E-mails chosen itineraries of a search (or the five cheapest of each leg) with their fares. */
export async function emailFlightResults(
  deps: {
    db: Kysely<Database>;
    mail: MailService;
    logger: Logger;
    search: (request: FlightSearchRequest) => Promise<FlightSearchResult>;
  },
  input: {
    to: string;
    search: FlightSearchRequest;
    itineraryIds: string[];
    /** The agent who sends them: replies go to them; their agency's name heads the mail. */
    sentBy: { name: string; email: string; agencyId: number | null };
    /** The agency's markup per booking, in every price quoted (the customer reads only totals). */
    markupPaise: number;
    /** Prices also in the agent's currency (decision 041). */
    alsoIn?: PriceAlsoIn | null;
  },
) {
  const to = input.to.trim();
  if (!EMAIL_REGEX.test(to) || to.length > 100) throw AppError.validation({ to: RESULTS_MAIL_MSG.emailInvalid });
  const markup = input.markupPaise;
  const markupProblem = markupError(markup);
  if (markupProblem) throw AppError.validation({ markupPaise: markupProblem });
  const agency =
    input.sentBy.agencyId === null
      ? undefined
      : await deps.db
          .selectFrom('agencies')
          .select('company_name')
          .where('id', '=', input.sentBy.agencyId)
          .executeTakeFirst();
  const seller = agency?.company_name ?? COMPANY.legalName;
  const result = await deps.search(input.search);
  const mail = flightResultsMail({
    seller,
    sentBy: input.sentBy.name,
    result,
    itineraryIds: input.itineraryIds,
    markupPaise: markup,
    alsoIn: input.alsoIn ?? null,
  });
  try {
    await deps.mail.enqueue(deps.db, {
      to,
      ...mail,
      sender: agency ? { name: seller, replyTo: input.sentBy.email } : undefined,
      reference: 'flight-results',
    });
  } catch (error) {
    deps.logger.error({ err: error }, 'flight results e-mail failed');
    throw new AppError('UNAVAILABLE', FLIGHT_MSG.emailFailed);
  }
  return { message: FLIGHT_MSG.emailSent };
}
