import { type FieldErrors, SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from '@tripsetu/domain/agency.ts';
import type { RaiseSupportBody, SupportRequestRow } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';

export type SupportRequestValues = { [K in keyof RaiseSupportBody]-?: string };
export const EMPTY_SUPPORT_REQUEST: SupportRequestValues = { subject: '', bookingReference: '', message: '' };

export function validateSupportMessage(message: string): string | null {
  const text = message.trim();
  if (text === '') return AGENT_MSG_DECIDED.messageRequired;
  if (text.length > SUPPORT_MESSAGE_MAX) return AGENT_MSG_DECIDED.messageTooLong;
  return null;
}

/** Subject and message are required; the booking reference is optional and checked by the server. */
export function validateSupportRequest(values: SupportRequestValues): FieldErrors<keyof SupportRequestValues> {
  const errors: FieldErrors<keyof SupportRequestValues> = {};
  const subject = values.subject.trim();
  if (subject === '') errors.subject = AGENT_MSG_DECIDED.subjectRequired;
  else if (subject.length > SUPPORT_SUBJECT_MAX)
    errors.subject = `${AGENT_MSG_DECIDED.subjectRequired} (at most ${SUPPORT_SUBJECT_MAX} characters)`;
  const message = validateSupportMessage(values.message);
  if (message) errors.message = message;
  return errors;
}

export function supportRequestBody(values: SupportRequestValues): RaiseSupportBody {
  return {
    subject: values.subject.trim(),
    bookingReference: values.bookingReference.trim().toUpperCase(),
    message: values.message.trim(),
  };
}

/** Most recently updated first, so that answered requests come to the top. */
export function newestFirst(requests: readonly SupportRequestRow[]): SupportRequestRow[] {
  return [...requests].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || b.id - a.id);
}
