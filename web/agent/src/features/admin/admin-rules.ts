import {
  AGENCY_STATUSES,
  type AgencyStatus,
  type AgentRole,
  REJECTION_REASON_MAX,
  type UserStatus,
} from '@tripsetu/domain/agency.ts';
import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';

/** The applications tab in the address (?status=approved), so that Back returns to the same tab. */
export function applicationStatusFrom(param: string | null): AgencyStatus {
  const status = (param ?? '').toUpperCase();
  return (AGENCY_STATUSES as readonly string[]).includes(status) ? (status as AgencyStatus) : 'PENDING';
}

export function validateRejectionReason(reason: string): string | null {
  const text = reason.trim();
  if (text === '') return AGENT_MSG_DECIDED.rejectionReasonRequired;
  if (text.length > REJECTION_REASON_MAX)
    return `${AGENT_MSG_DECIDED.rejectionReasonRequired} (at most ${REJECTION_REASON_MAX} characters)`;
  return null;
}

/** Inactive or Suspended ends the user's open sessions, so the administrator confirms it first. */
export function statusChangeNeedsConfirmation(before: UserStatus, after: UserStatus): boolean {
  return before !== after && (after === 'Inactive' || after === 'Suspended');
}

export const ROLE_LABEL: Record<AgentRole, string> = { OWNER: 'Owner', STAFF: 'Staff', ADMIN: 'Administrator' };
