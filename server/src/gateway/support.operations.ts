import { SUPPORT_MESSAGE_MAX, SUPPORT_MSG_DECIDED, SUPPORT_SUBJECT_MAX } from '@tripsetu/domain/traveller-support.ts';
import type { IdentityService } from '../modules/identity/identity.service.ts';
import type { SupportService } from '../modules/support/support.service.ts';
import { ok } from './envelope.ts';
import { type FormFields, text } from './form.ts';
import { createAccountGuard } from './identity.operations.ts';
import type { Operation } from './packages.operations.ts';

/**
 * MF001 agent support (/flight/agent-support; issue 21, decision 027): the signed-in traveller's requests
 * about their own flight bookings, and each request's thread. Contract: packages/domain/src/traveller-support.ts.
 */
export function supportOperations(support: SupportService, identity: IdentityService): Record<string, Operation> {
  const signedInUser = createAccountGuard(identity);
  // One more than the limit is read, so that a text too long is refused, not cut to fit.
  const subjectOf = (fields: FormFields) => text(fields, 'subject', SUPPORT_SUBJECT_MAX * 4 + 1);
  const messageOf = (fields: FormFields) => text(fields, 'message', SUPPORT_MESSAGE_MAX * 4 + 1);
  const requestIdOf = (fields: FormFields) => text(fields, 'requestid', 40);

  return {
    supportrequests: async ({ session }) => ok(await support.travellerRequests(await signedInUser(session))),

    raisesupportrequest: async ({ session, fields }) => {
      const traveller = await signedInUser(session);
      const thread = await support.raiseForTraveller(traveller, {
        txid: text(fields, 'txid', 40),
        category: text(fields, 'category', 40),
        subject: subjectOf(fields),
        message: messageOf(fields),
      });
      return ok(thread, SUPPORT_MSG_DECIDED.raised);
    },

    getsupportrequest: async ({ session, fields }) =>
      ok(await support.travellerThread(await signedInUser(session), requestIdOf(fields))),

    replysupportrequest: async ({ session, fields }) => {
      const traveller = await signedInUser(session);
      const thread = await support.replyAsTraveller(traveller, requestIdOf(fields), messageOf(fields));
      return ok(thread, SUPPORT_MSG_DECIDED.replied);
    },

    closesupportrequest: async ({ session, fields }) => {
      const traveller = await signedInUser(session);
      return ok(await support.closeForTraveller(traveller, requestIdOf(fields)), SUPPORT_MSG_DECIDED.closedDone);
    },
  };
}
