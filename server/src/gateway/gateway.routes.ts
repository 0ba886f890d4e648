import { INVALID_SESSION_STATUS_CODE } from '@tripsetu/domain/constants.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import type { ConsumerFlightBookingsService } from '../modules/flight-bookings/consumer-bookings.service.ts';
import type { FlightVisitorProofs } from '../modules/flight-bookings/visitor-proofs.ts';
import type { IdentityService } from '../modules/identity/identity.service.ts';
import type { OfflineRequestsService } from '../modules/offline-requests/offline-requests.service.ts';
import type { PackagesService } from '../modules/packages/packages.service.ts';
import type { SupportService } from '../modules/support/support.service.ts';
import { failure, failureOf, type GatewayResponse } from './envelope.ts';
import { flightAfterSalesOperations } from './flight-after-sales.operations.ts';
import { flightBookingOperations } from './flight-booking.operations.ts';
import { flightTripOperations, withVisitorProof } from './flight-trips.operations.ts';
import { type FlightsGatewayService, flightOperations } from './flights.operations.ts';
import { text } from './form.ts';
import { accountPackageOperations, identityOperations } from './identity.operations.ts';
import { emailOperation, type Operation, packageOperations } from './packages.operations.ts';
import { serviceRequestOperations } from './service-requests.operations.ts';
import { supportOperations } from './support.operations.ts';

const gatewayBody = z
  .object({
    opid: z.string().describe('Operation group, e.g. MP003'),
    actioncode: z.string().optional().describe('The operation within the group, e.g. search'),
    resultformat: z.string().optional().describe('Always json'),
    sessiontoken: z.string().optional(),
  })
  .catchall(z.unknown());

const envelope = z
  .object({
    ApiStatus: z.object({
      StatusCode: z.number(),
      Status: z.enum(['SUCCESS', 'FAILURE']),
      Message: z.string(),
      Result: z.string().optional(),
      Errors: z.record(z.string(), z.string()).optional(),
      TransactionStatus: z.string().optional(),
    }),
    sessiontoken: z.string().optional(),
    Result: z.unknown().optional(),
    Root: z.unknown().optional(),
  })
  .describe('ApiStatus envelope of consumer-site.md §7');

/**
 * The consumer contract: POST, form-encoded, `opid` + `actioncode` naming the operation. The app
 * endpoint and the dispatch endpoint (which the site may cancel) answer the same operations.
 */
export function registerGateway(
  app: FastifyInstance,
  deps: {
    packages: PackagesService;
    identity: IdentityService;
    flights: FlightsGatewayService;
    consumerFlights: ConsumerFlightBookingsService;
    /** A visitor's proof of a flight booking (decision 029). */
    flightProofs: FlightVisitorProofs;
    support: SupportService;
    /** Travellers' special services on request (decision 028). */
    offline: Pick<OfflineRequestsService, 'travellerServiceRequests' | 'raiseServiceRequest'>;
    demoOutbox: boolean;
    today?: () => string;
  },
) {
  const today = deps.today ?? (() => todayInIndia());
  const groups: Record<string, Record<string, Operation>> = {
    MP003: { ...packageOperations(deps.packages), ...accountPackageOperations(deps.packages, deps.identity) },
    EM001: { send: emailOperation(deps.packages), '': emailOperation(deps.packages) },
    MF001: {
      ...flightOperations(deps.flights),
      // A visitor who proved a booking calls its pages as its traveller (decision 029).
      ...withVisitorProof(
        {
          ...flightBookingOperations(deps.consumerFlights, deps.identity),
          ...flightAfterSalesOperations(deps.consumerFlights, deps.identity),
        },
        deps.flightProofs,
      ),
      ...flightTripOperations(deps.consumerFlights, deps.flightProofs, deps.identity),
      ...supportOperations(deps.support, deps.identity),
      ...serviceRequestOperations(deps.offline, deps.identity),
    },
    ...identityOperations(deps.identity, { demoOutbox: deps.demoOutbox }),
  };
  // Action codes are matched without regard to case: the spec writes both 'search' and 'SENDLOGINOTP'.
  const operations = new Map(
    Object.entries(groups).flatMap(([opid, group]) =>
      Object.entries(group).map(
        ([actioncode, operation]) => [`${opid}/${actioncode.toLowerCase()}`, operation] as const,
      ),
    ),
  );

  async function dispatch(fields: Record<string, unknown>, clientIp: string): Promise<GatewayResponse> {
    const opid = String(fields.opid ?? '').toUpperCase();
    const operation = operations.get(`${opid}/${String(fields.actioncode ?? '').toLowerCase()}`);
    if (!operation) return failure(400, MSG_DECIDED.unknownOperation);
    try {
      // §4: a token that is unknown, expired or ended answers 900, so the site can clear what it stored.
      const token = text(fields, 'sessiontoken', 200);
      const session = token ? await deps.identity.resolveSession(token) : null;
      if (token && !session) return failure(INVALID_SESSION_STATUS_CODE, MSG_DECIDED.sessionInvalid);
      return await operation({ fields, clientIp, today: today(), session });
    } catch (error) {
      if (error instanceof AppError) {
        const answer = failureOf(error);
        if (opid === 'EM001')
          answer.Root = { StatusCode: error.statusCode, Message: error.message, Operation: 'Email' };
        return answer;
      }
      throw error;
    }
  }

  for (const url of ['/gateway/app', '/gateway/dispatch']) {
    app.withTypeProvider<ZodTypeProvider>().post(
      url,
      {
        schema: {
          tags: ['gateway'],
          summary: url.endsWith('app') ? 'Gateway app endpoint' : 'Gateway dispatch endpoint (cancellable)',
          description:
            'Operations: MP003 getdestinations, search, getdetails, getpackagefare, requestpackage, getpackagevoucher, getmybookings, sendbookingcode, verifybookingcode, findbooking, getcancellationquote, requestcancellation; EM001 send; MF001 getairports, search (packages/domain/src/gateway-flights.ts), getfarequote, book, getbooking, getticket, getinvoice, getticketpdf, emailticket (packages/domain/src/gateway-flight-booking.ts), mybookings, getcancellationquote, cancel, getrefundreceipts, getrefundreceiptpdf (packages/domain/src/gateway-flight-after-sales.ts), sendbookingcode, verifybookingcode, holdqueues, passengercalendar (packages/domain/src/gateway-flight-trips.ts), supportrequests, raisesupportrequest, getsupportrequest, replysupportrequest, closesupportrequest (packages/domain/src/traveller-support.ts), servicerequests, raiseservicerequest (packages/domain/src/service-requests.ts); MAU001 ANONYMOUSLOGIN, SENDLOGINOTP, VERIFYLOGINOTP, LOGOUTV2; MU031 REGISTER, VERIFYOTP; MU028 FORGOTPASSWORD; CFG001 GETCONFIG; MU030 GETUSERDETAILSV4, UPDATEUSERDETAILS; GENERIC INIT. See packages/domain/src/gateway-contract.ts.',
          consumes: ['application/x-www-form-urlencoded'],
          body: gatewayBody,
          response: { 200: envelope, '4xx': envelope },
        },
      },
      async (request, reply) => {
        const answer = await dispatch(request.body, request.ip);
        // Plain JSON.stringify: the answer is built by our own code, so the schema documents it rather
        // than re-validating every response on the hot path.
        // The invalid-session code 900 is not an HTTP status; it travels as 401.
        const code = answer.ApiStatus.StatusCode;
        const httpStatus = code === INVALID_SESSION_STATUS_CODE ? 401 : code;
        return reply.code(httpStatus).serializer(JSON.stringify).send(answer);
      },
    );
  }
}
