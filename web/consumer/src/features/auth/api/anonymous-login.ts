import { ANONYMOUS_AGENT_ID } from '@tripsetu/domain/constants.ts';
import type { SessionUser } from '@tripsetu/domain/gateway-contract.ts';
import { storeAnonymous } from '../../../app/session-store.ts';
import { identityOf, USER_TYPE } from '../identity.ts';
import { identityCall } from './identity-call.ts';

/** MAU001 ANONYMOUSLOGIN: a visitor's session (agentId b2cuser), stored so that later calls carry it. */
export async function anonymousLogin(): Promise<SessionUser | null> {
  try {
    const answer = await identityCall<string>('MAU001', 'ANONYMOUSLOGIN', { usertype: USER_TYPE });
    const user = identityOf(answer) ?? {
      agentId: ANONYMOUS_AGENT_ID,
      profileId: '',
      title: '',
      firstName: '',
      lastName: '',
      companyName: '',
    };
    if (answer.sessiontoken) storeAnonymous(user, answer.sessiontoken);
    return user;
  } catch {
    // §8: a failed call shows nothing; the site works for visitors without a session.
    return null;
  }
}
