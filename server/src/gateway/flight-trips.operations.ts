import { VISITOR_FLIGHT_OPERATIONS } from '@tripsetu/domain/gateway-flight-trips.ts';
import type { ConsumerFlightBookingsService } from '../modules/flight-bookings/consumer-bookings.service.ts';
import type { FlightVisitorProofs } from '../modules/flight-bookings/visitor-proofs.ts';
import type { IdentityService } from '../modules/identity/identity.service.ts';
import { ok } from './envelope.ts';
import { type FormFields, text } from './form.ts';
import { createAccountGuard } from './identity.operations.ts';
import type { Operation } from './packages.operations.ts';

const txidOf = (fields: FormFields) => text(fields, 'txid', 40).trim().toUpperCase();

/**
 * MF001 for a traveller's flights beyond one booking's pages (issue 21, decision 029): a visitor's proof of a
 * booking (its mobile or e-mail, then a code), the bookings waiting for payment, and the passenger calendar.
 * Contract: packages/domain/src/gateway-flight-trips.ts.
 */
export function flightTripOperations(
  consumerFlights: ConsumerFlightBookingsService,
  proofs: FlightVisitorProofs,
  identity: IdentityService,
): Record<string, Operation> {
  const signedInUser = createAccountGuard(identity);
  return {
    sendbookingcode: async ({ fields, clientIp }) => {
      const sent = await proofs.sendCode(txidOf(fields), text(fields, 'contact', 130), clientIp);
      return {
        ApiStatus: {
          StatusCode: 200,
          Status: 'SUCCESS',
          Message: sent.message,
          Result: '',
          TransactionStatus: sent.token,
        },
      };
    },

    verifybookingcode: async ({ fields }) =>
      ok(await proofs.confirmCode(text(fields, 'prooftoken', 100), text(fields, 'otp', 10))),

    holdqueues: async ({ session }) => ok(await consumerFlights.holdQueue(await signedInUser(session))),

    passengercalendar: async ({ fields, session }) =>
      ok(await consumerFlights.passengerCalendar(await signedInUser(session), text(fields, 'month', 10).trim())),
  };
}

/**
 * The booking's operations a visitor may call with a proof (VISITOR_FLIGHT_OPERATIONS): with `bookingproof`,
 * the call runs as the booking's traveller for that one booking, the proof checked against the call's own
 * `txid`; without it, as before (the signed-in traveller's own bookings). A proof that is not a live proof of
 * that booking is refused (403), whoever is signed in. A visitor's e-ticket e-mail goes to the booking's own
 * address only.
 */
export function withVisitorProof(operations: Record<string, Operation>, proofs: FlightVisitorProofs) {
  const provable = new Set<string>(VISITOR_FLIGHT_OPERATIONS);
  return Object.fromEntries(
    Object.entries(operations).map(([actioncode, operation]): [string, Operation] => {
      if (!provable.has(actioncode)) return [actioncode, operation];
      return [
        actioncode,
        async (ctx) => {
          const proof = text(ctx.fields, 'bookingproof', 100).trim();
          if (proof === '') return operation(ctx);
          // The very txid the operation reads: the proof opens that booking and no other.
          const travellerId = await proofs.travellerOf(text(ctx.fields, 'txid', 40).trim(), proof);
          return operation({
            ...ctx,
            fields: { ...ctx.fields, emailto: '' },
            session: { tokenHash: ctx.session?.tokenHash ?? '', userId: travellerId },
          });
        },
      ];
    }),
  );
}
