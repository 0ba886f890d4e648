import { SERVICE_DETAILS_MAX, SERVICE_REQUEST_MSG } from '@tripsetu/domain/service-requests.ts';
import type { IdentityService } from '../modules/identity/identity.service.ts';
import type { OfflineRequestsService } from '../modules/offline-requests/offline-requests.service.ts';
import { ok } from './envelope.ts';
import { text } from './form.ts';
import { createAccountGuard } from './identity.operations.ts';
import type { Operation } from './packages.operations.ts';

/**
 * MF001 special services on request (/flight/offline-ssr-booking; issue 21, decision 028): the signed-in
 * traveller's requests on their own flight bookings and the back office's answers. Contract:
 * packages/domain/src/service-requests.ts.
 */
export function serviceRequestOperations(
  offline: Pick<OfflineRequestsService, 'travellerServiceRequests' | 'raiseServiceRequest'>,
  identity: IdentityService,
): Record<string, Operation> {
  const signedInUser = createAccountGuard(identity);
  return {
    servicerequests: async ({ session }) => ok(await offline.travellerServiceRequests(await signedInUser(session))),

    raiseservicerequest: async ({ session, fields }) => {
      const traveller = await signedInUser(session);
      const request = await offline.raiseServiceRequest(traveller, {
        txid: text(fields, 'txid', 40),
        service: text(fields, 'service', 40),
        // One more than the limit is read, so that a text too long is refused, not cut to fit.
        details: text(fields, 'details', SERVICE_DETAILS_MAX * 4 + 1),
      });
      return ok(request, SERVICE_REQUEST_MSG.raised);
    },
  };
}
