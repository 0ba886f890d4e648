import { ANONYMOUS_AGENT_ID } from '@tripsetu/domain/constants.ts';
import { type GatewayAnswer, IDENTITY_SEPARATOR, type SessionUser } from '@tripsetu/domain/gateway-contract.ts';

/** The usertype the site names itself by on identity calls (§7). */
export const USER_TYPE = 'reactclient';

/**
 * An identity string (§7): agentId, profileId, title, first name, last name, an unused value and the
 * company, joined by '@@@'. Missing trailing values read as empty; without an agent id it is no identity.
 */
export function parseIdentity(identity: unknown): SessionUser | null {
  if (typeof identity !== 'string') return null;
  const [agentId = '', profileId = '', title = '', firstName = '', lastName = '', _unused = '', companyName = ''] =
    identity.split(IDENTITY_SEPARATOR).map((part) => part.trim());
  if (!agentId) return null;
  return { agentId, profileId, title, firstName, lastName, companyName };
}

/** The identity string of an answer: the contract puts it in Result; older answers carried it in ApiStatus.Result. */
export function identityOf(answer: GatewayAnswer<unknown>): SessionUser | null {
  return parseIdentity(typeof answer.Result === 'string' ? answer.Result : answer.ApiStatus?.Result);
}

export function isAnonymous(user: SessionUser | null): boolean {
  return !user || user.agentId === ANONYMOUS_AGENT_ID;
}

/** What the header shows for a signed-in user. */
export function displayName(user: SessionUser): string {
  return user.firstName || user.lastName || 'My account';
}
